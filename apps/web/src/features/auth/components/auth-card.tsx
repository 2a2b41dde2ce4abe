import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** The way on under the card's content (to the other sign-in page). */
  link: { to: string; text: string };
}

/** The framed card of the sign-in pages: the page title, the form, then a link. */
export function AuthCard({ title, children, link }: AuthCardProps) {
  return (
    <section className="rounded-2xl border border-gold-500/25 bg-ink-900/90 p-5 shadow-2xl shadow-black/40 sm:p-7">
      <PageTitle>{title}</PageTitle>
      {children}
      <p className="mt-5 text-center text-sm">
        <Link to={link.to} className="text-jade-300 underline-offset-4 hover:text-jade-200 hover:underline">
          {link.text}
        </Link>
      </p>
    </section>
  );
}
