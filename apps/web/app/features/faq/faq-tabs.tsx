import { FAQ, FAQ_TABS, faqFragment, parseFaqFragment } from '@gfj/contracts/content-text';
import { ChevronDown } from 'lucide';
import { Accordion, Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { RichHtml } from '../../components/ui/rich-html.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import type { FaqEntry } from './faq.queries.ts';
import type { RefundResult } from './refund.server.ts';
import { RefundForm } from './refund-form.tsx';

const questionId = (id: number) => `qid-${id}`;

/** Scrolls a question to the top of the screen, below the sticky header (content 2). */
function scrollToQuestion(id: number): void {
  const element = document.getElementById(questionId(id));
  if (!element) return;
  const header = document.querySelector<HTMLElement>('.site-header');
  const offset = header ? header.getBoundingClientRect().height : 0;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset - 8 });
  element.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
}

/**
 * The FAQ's tabs (0 seekers, 1 posters, 2 everyone) with an accordion each (content 2). A fragment
 * `#tab-{n}/qid-{id}` selects the tab, opens the question and scrolls to it after 500 ms;
 * without one the seekers tab is selected. Opening a question writes its fragment.
 */
export function FaqTabs({ tabs, refund }: { tabs: FaqEntry[][]; refund?: RefundResult | undefined }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A refund request refused by the page's action (posted before the script ran): its question open.
  const refundTab = refund ? tabs.findIndex((entries) => entries.some((faq) => faq.id === refund.faqId)) : -1;
  const [tab, setTab] = useState(String(Math.max(refundTab, 0)));
  const [open, setOpen] = useState<string[]>(refund && refundTab >= 0 ? [questionId(refund.faqId)] : []);

  useEffect(() => {
    let timer: number | undefined;
    const follow = () => {
      const target = parseFaqFragment(window.location.hash);
      if (!target) return;
      setTab(String(target.tab));
      const id = target.questionId;
      if (id === undefined) return;
      setOpen((current) => (current.includes(questionId(id)) ? current : [...current, questionId(id)]));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => scrollToQuestion(id), FAQ.deepLinkScrollMs);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.clearTimeout(timer);
    };
  }, []);

  function onOpenChange(tabIndex: number, next: string[]) {
    const opened = next.find((value) => !open.includes(value));
    setOpen(next);
    if (opened) {
      const id = Number(opened.slice(4));
      window.history.replaceState(window.history.state, '', faqFragment(tabIndex, id));
    }
  }

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="tabs faq-tabs">
      <Tabs.List className="tabs__list" aria-label="Questions for">
        {FAQ_TABS.map((item, index) => (
          <Tabs.Trigger key={item.categoryId} value={String(index)} className="tabs__trigger">
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FAQ_TABS.map((item, index) => (
        <Tabs.Content
          key={item.categoryId}
          value={String(index)}
          className="tabs__panel"
          forceMount
          hidden={tab !== String(index)}
        >
          {/* Without JavaScript no tab can be chosen: every tab shows, under its name (content.css). */}
          <h2 className="faq-tabs__title">{item.label}</h2>
          <Accordion.Root
            type="multiple"
            value={open}
            onValueChange={(next) => onOpenChange(index, next)}
            className="faq-list"
          >
            {(tabs[index] ?? []).map((faq) => (
              <Accordion.Item
                key={faq.id}
                value={questionId(faq.id)}
                id={questionId(faq.id)}
                className="faq-item"
              >
                {/* h2: the questions sit right under the page's h1 (Radix's default is h3). */}
                <Accordion.Header className="faq-item__header" asChild>
                  <h2>
                    <Accordion.Trigger className="faq-item__trigger">
                      <span>{faq.question}</span>
                      <Icon icon={ChevronDown} aria-hidden="true" size={20} className="faq-item__chevron" />
                    </Accordion.Trigger>
                    {/* With no script to come, the question is a plain title (content.css). */}
                    {hydrated ? null : <span className="faq-item__title">{faq.question}</span>}
                  </h2>
                </Accordion.Header>
                <Accordion.Content
                  className="faq-item__answer"
                  forceMount
                  hidden={!open.includes(questionId(faq.id))}
                >
                  <RichHtml html={faq.answer} />
                  {faq.hasRefundForm ? (
                    <RefundForm
                      faqId={faq.id}
                      result={refund?.faqId === faq.id ? refund : undefined}
                      onSuccess={() => navigate('/confirmation/refundsuccess')}
                    />
                  ) : null}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          {(tabs[index] ?? []).length === 0 ? <p>No questions here yet.</p> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
