import { ChevronDown } from 'lucide';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';

/**
 * One section of Account Info's accordion. Its heading is an h2 under the page's h1 (Radix makes
 * them h3s by default). Until hydration every section is in the page (a closed one hidden by CSS,
 * shown when the browser runs no scripts), so its form posts without JavaScript; then Radix mounts
 * only the open ones.
 */
export function AccountSection({
  value,
  title,
  children,
}: {
  value: string;
  title: string;
  children: ReactNode;
}) {
  const forceMount = useHydrated() ? undefined : true;
  return (
    <Accordion.Item value={value} className="accordion__item">
      <Accordion.Header asChild>
        <h2 className="accordion__header">
          <Accordion.Trigger className="accordion__trigger">
            <span>{title}</span>
            <Icon icon={ChevronDown} aria-hidden="true" size={22} className="accordion__chevron" />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="accordion__content" forceMount={forceMount}>
        {children}
      </Accordion.Content>
    </Accordion.Item>
  );
}
