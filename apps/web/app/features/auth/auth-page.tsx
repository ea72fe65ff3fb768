import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container.tsx';

/** The full-page frame of the sign-in, register and reset forms. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{title}</h1>
        {intro ? <p className="auth-page__intro">{intro}</p> : null}
        {children}
      </div>
    </Container>
  );
}
