import { Link, useLocation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { NewsletterSignup } from '../newsletter/newsletter-signup.tsx';
import { LogoMark } from './logo.tsx';
import { FOOTER_NAV } from './site-nav.ts';

export function SiteFooter() {
  // The newsletter's own pages show the block in their content already.
  const isNewsletterPage = useLocation().pathname.startsWith('/newsletter');
  return (
    <footer className="site-footer">
      <Container>
        {isNewsletterPage ? null : <NewsletterSignup />}
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <p className="site-footer__brand">
              <LogoMark size={36} />
              <span>Good Food Jobs</span>
            </p>
            <p>
              Work for people who grow, cook, make and fight for good food. We connect farms, kitchens, makers
              and advocates with the people who want to join them.
            </p>
          </div>
          {FOOTER_NAV.map((group) => (
            <nav key={group.title} aria-label={group.title} className="site-footer__group">
              <h2 className="site-footer__title">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    {/* The contact link opens the contact modal when the page has loaded (content 2). */}
                    <Link to={link.to} data-contact-form={link.to === '/contact' ? '' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__legal">© {new Date().getUTCFullYear()} Good Food Jobs. No ads, ever.</p>
      </Container>
    </footer>
  );
}
