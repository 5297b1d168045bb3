import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';

/** The top of a page: its one h1, the lead and an illustration. */
export function PageHero({
  title,
  lead,
  art,
  children,
}: {
  title: string;
  lead: string;
  art: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="hero">
      <div className="hero__text">
        <h1 id="page-title">{title}</h1>
        <p className="hero__lead">{lead}</p>
        {children && <div className="hero__actions">{children}</div>}
      </div>
      <div className="hero__art">{art}</div>
    </div>
  );
}

/** The closing invitation of a page: try it free, or ask us. */
export function CtaBand() {
  const { t } = useTranslation('site');
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('cta.bandTitle')}</h2>
      <p>{t('cta.bandBody')}</p>
      <div className="hero__actions">
        <Link className="button button--primary" to={href('aanvraagformulier')}>
          {t('cta.apply')}
        </Link>
        <Link className="button" to={href('contact')}>
          {t('cta.contact')}
        </Link>
      </div>
    </section>
  );
}

/** A bulleted list, when there are items. */
export function Points({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="points">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
