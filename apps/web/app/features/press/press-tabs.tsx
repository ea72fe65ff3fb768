import { FOUNDED, PRESS_ARTICLE_GROUPS, PRESS_TABS } from '@gfj/contracts/content-text';
import type { PressItem } from '@gfj/contracts/press';
import { ChevronDown } from 'lucide';
import { Accordion, Tabs } from 'radix-ui';
import { Icon } from '../../components/ui/icon.tsx';
import { RichHtml } from '../../components/ui/rich-html.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTabAddress } from '../../components/ui/use-tab-address.ts';
import { PRESS_DOWNLOADS, type PressData } from './press.queries.ts';

export const PRESS_TAB_IDS = ['company', 'cofounders', 'articles', 'downloads'] as const;
const TAB_IDS = PRESS_TAB_IDS;
export type PressTabId = (typeof PRESS_TAB_IDS)[number];
type TabId = PressTabId;

const numberFormat = new Intl.NumberFormat('en-US');

function Figures({ stats }: { stats: NonNullable<PressData['stats']> }) {
  const figures = [
    [stats.jobs, 'jobs published'],
    [stats.companies, 'employers who hired with us'],
    [stats.users, 'members'],
    [stats.subscribers, 'newsletter subscribers'],
    [stats.fixed_figure, 'press mentions'],
  ] as const;
  return (
    <dl className="press-figures">
      {figures.map(([value, label]) => (
        <div key={label} className="press-figures__item">
          <dt>{label}</dt>
          <dd>{numberFormat.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Article({ item }: { item: PressItem }) {
  return (
    <li className="press-article">
      <a href={item.image_link} className="press-article__image">
        <img src={item.image} alt={item.title} width={480} height={270} loading="lazy" />
      </a>
      <div>
        <RichHtml html={item.description} />
        {item.attachment ? (
          <a href={item.attachment} download>
            Download the article (PDF)
          </a>
        ) : null}
      </div>
    </li>
  );
}

const pressAddress = (id: TabId) => (id === 'company' ? '/press' : `/press?tab=${id}`);

/**
 * The press page's tabs (content 2): The Company (default) with the figures, The Co-Founders,
 * Articles (about us and by us accordions) and Downloads; the tab links share the selection.
 */
export function PressTabs({ data, initial = 'company' }: { data: PressData; initial?: TabId }) {
  const [tab, setTab] = useTabAddress<TabId>(initial, pressAddress);
  // The closed group of articles is in the page until hydration, for readers without JavaScript
  // (shown open then, content.css); after it, Radix mounts only the open ones (decision 065).
  const forceMount = useHydrated() ? undefined : true;
  const labels = Object.fromEntries(TAB_IDS.map((id, i) => [id, PRESS_TABS[i]])) as Record<TabId, string>;
  const panels: Record<TabId, React.ReactNode> = {
    company: (
      <>
        <p>
          Good Food Jobs has connected people with work in sustainable food and agriculture since{' '}
          {FOUNDED.text}: farms, kitchens, food businesses and the organizations working for a fairer food
          system.
        </p>
        {data.stats ? <Figures stats={data.stats} /> : null}
      </>
    ),
    cofounders: (
      <ul className="cofounders">
        {data.cofounders.map((person) => (
          <li key={person.id} className="cofounder">
            {person.image ? (
              <img src={person.image} alt={`Portrait of ${person.title}`} width={160} height={160} />
            ) : null}
            <div>
              <h3>{person.title}</h3>
              <RichHtml html={person.content} />
            </div>
          </li>
        ))}
      </ul>
    ),
    articles: (
      <Accordion.Root type="multiple" defaultValue={['about']} className="faq-list">
        {PRESS_ARTICLE_GROUPS.map((group) => (
          <Accordion.Item key={group.type} value={group.type} className="faq-item">
            <Accordion.Header className="faq-item__header">
              <Accordion.Trigger className="faq-item__trigger">
                <span>{group.label}</span>
                <Icon icon={ChevronDown} aria-hidden="true" size={20} className="faq-item__chevron" />
              </Accordion.Trigger>
              {forceMount ? <span className="faq-item__title">{group.label}</span> : null}
            </Accordion.Header>
            <Accordion.Content className="faq-item__answer" forceMount={forceMount}>
              <ul className="press-articles">
                {(group.type === 'about' ? data.about : data.by).map((item) => (
                  <Article key={item.id} item={item} />
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    ),
    downloads: (
      <ul className="press-downloads">
        <li>
          <a href={PRESS_DOWNLOADS.logos_url} download>
            Logos (ZIP)
          </a>
        </li>
        <li>
          <a href={PRESS_DOWNLOADS.photos_url} download>
            Pictures (ZIP)
          </a>
        </li>
        <li>
          <a href={PRESS_DOWNLOADS.nora_bio_url} download>
            Nora Feld’s bio (PDF)
          </a>
        </li>
        <li>
          <a href={PRESS_DOWNLOADS.teo_bio_url} download>
            Teo Marchetti’s bio (PDF)
          </a>
        </li>
      </ul>
    ),
  };
  return (
    <div className="tabbed">
      <nav className="tabbed__links" aria-label="Press sections">
        <ul>
          {TAB_IDS.map((id) => (
            <li key={id}>
              <a
                href={pressAddress(id)}
                aria-current={tab === id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setTab(id);
                }}
              >
                {labels[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Tabs.Root
        id="press-tabs"
        value={tab}
        onValueChange={(value) => setTab(value as TabId)}
        className="tabs"
      >
        <Tabs.List className="tabs__list" aria-label="Press">
          {TAB_IDS.map((id) => (
            <Tabs.Trigger key={id} value={id} className="tabs__trigger">
              {labels[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TAB_IDS.map((id) => (
          <Tabs.Content key={id} value={id} className="tabs__panel" forceMount hidden={tab !== id}>
            {panels[id]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
