import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';

export interface Crumb {
  label: string;
  to?: string;
}

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px', marginBottom: '16px' },
  title: {
    margin: 0,
    marginRight: 'auto',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  intro: { marginTop: 0, marginBottom: '16px', color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
  crumbs: { marginBottom: '8px' },
});

/** A staff screen: breadcrumb, title (also the document title), actions, an intro line, content. */
export function AdminPage({
  title,
  crumbs = [],
  actions,
  intro,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <>
      {crumbs.length > 0 && (
        <Breadcrumb aria-label="breadcrumb" className={styles.crumbs} size="small">
          {crumbs.map((crumb, i) => (
            <Fragment key={`${crumb.label}-${i}`}>
              <BreadcrumbItem>
                {crumb.to ? (
                  <BreadcrumbButton
                    as="a"
                    href={crumb.to}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      void navigate(crumb.to!);
                    }}
                  >
                    {crumb.label}
                  </BreadcrumbButton>
                ) : (
                  <BreadcrumbButton current>{crumb.label}</BreadcrumbButton>
                )}
              </BreadcrumbItem>
              {i < crumbs.length - 1 && <BreadcrumbDivider />}
            </Fragment>
          ))}
        </Breadcrumb>
      )}
      <div className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </>
  );
}
