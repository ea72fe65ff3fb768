import { FINE_PRINT_TABS } from '@gfj/contracts/content-text';
import { Tabs } from 'radix-ui';
import { PageCarousel } from '../../components/ui/page-carousel.tsx';
import { RichHtml } from '../../components/ui/rich-html.tsx';
import { useTabAddress } from '../../components/ui/use-tab-address.ts';
import type { SitePage } from './site-pages.queries.ts';

const finePrintAddress = (section: string) => `/fine-print?tab=${section}`;

/**
 * The fine-print widget (core 2): tabs Terms & Conditions (default) and Privacy Policy, each a
 * carousel of pages that never advances by itself; the tab links beside it share the selection.
 */
export function FinePrintTabs({
  sections,
  initial,
}: {
  sections: Record<string, SitePage[]>;
  initial: string;
}) {
  const [tab, setTab] = useTabAddress(initial, finePrintAddress);
  return (
    <div className="tabbed">
      <nav className="tabbed__links" aria-label="Fine print sections">
        <ul>
          {FINE_PRINT_TABS.map((item) => (
            <li key={item.section}>
              <a
                href={finePrintAddress(item.section)}
                aria-current={tab === item.section ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setTab(item.section);
                }}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Tabs.Root value={tab} onValueChange={setTab} className="tabs">
        <Tabs.List className="tabs__list" aria-label="Fine print">
          {FINE_PRINT_TABS.map((item) => (
            <Tabs.Trigger key={item.section} value={item.section} className="tabs__trigger">
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FINE_PRINT_TABS.map((item) => (
          <Tabs.Content
            key={item.section}
            value={item.section}
            className="tabs__panel"
            forceMount
            hidden={tab !== item.section}
          >
            <PageCarousel
              label={item.label}
              titleLevel={2}
              pages={(sections[item.section] ?? []).map((page) => ({
                key: page.id,
                title: page.title,
                content: <RichHtml html={page.content} />,
              }))}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
