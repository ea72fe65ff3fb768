import { useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { KeywordCombobox } from '../search/keyword-combobox.tsx';

/**
 * The home page's search box: the header bar's keyword combobox (suggestions from 3 typed
 * characters, the same keys and API), in a plain GET form to /search, so it searches without
 * JavaScript too. Choosing a suggestion searches for it at once, as in the header bar (core 2).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  return (
    <Form method="get" action="/search" className="hero-search" role="search">
      <KeywordCombobox
        inputId="hero-keywords"
        value={keywords}
        onChange={setKeywords}
        // The address the form itself submits (the header bar's URL rule would bring the region list).
        onSelect={(value) => navigate(`/search?${new URLSearchParams({ keywords: value })}`)}
      />
      <button type="submit" className="button" data-variant="primary" data-size="lg">
        SEARCH JOBS
      </button>
    </Form>
  );
}
