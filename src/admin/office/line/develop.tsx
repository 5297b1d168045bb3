import { makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { ContentLevel } from '../../../domain';
import type { LineNode, LineResponse, LineTask } from '../../../domain/contracts/content-line';
import { AppLink } from '../../shared/AppLink';
import { href, type RouteName } from '../../../shell/lib/routes';
import type { Crumb } from '../../shared/AdminPage';

/** The develop items the breadcrumb of the line's screens leads to (SPEC: their paths are not shown). */
const LINE_ITEMS: RouteName[] = ['o-tussendoelen', 'o-subdoelen', 'o-subonderdelen', 'o-oefentaken', 'o-somkenmerken'];

/**
 * Ontwikkelen › Programma's › (this screen); `linked` when a detail below the screen is shown (its
 * own title names it: a fourth crumb would not fit a phone).
 */
export function lineCrumbs(t: TFunction, current: RouteName, linked = false): Crumb[] {
  const crumbs: Crumb[] = [
    { label: t('develop') },
    { label: t('common:routes.o-programmas'), ...(current === 'o-programmas' ? {} : { to: href('o-programmas') }) },
  ];
  if (current !== 'o-programmas')
    crumbs.push({ label: t(`common:routes.${current}`), ...(linked ? { to: href(current) } : {}) });
  return crumbs;
}

const useStyles = makeStyles({
  nav: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginBottom: '16px', alignItems: 'baseline' },
  label: { color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: 0, padding: 0 },
});

/** The line's other develop items, as links (the breadcrumb's further items). */
export function LineLinks({ t, current }: { t: TFunction; current: RouteName }) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label={t('also')}>
      <span className={styles.label}>{t('also')}:</span>
      <ul className={styles.list}>
        {LINE_ITEMS.filter((name) => name !== current).map((name) => (
          <li key={name}>
            <AppLink to={href(name)}>
              {t(`common:routes.${name}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const CHILD_LEVEL: Record<ContentLevel, ContentLevel | 'task'> = {
  domain: 'goal',
  goal: 'subgoal',
  subgoal: 'part',
  part: 'task',
};

export const PARENT_LEVEL: Record<ContentLevel, ContentLevel | null> = {
  domain: null,
  goal: 'domain',
  subgoal: 'goal',
  part: 'subgoal',
};

/** The line's nodes and tasks by parent, in order. */
export function lineIndex(line: LineResponse) {
  const nodes = new Map<string | null, LineNode[]>();
  const tasks = new Map<string, LineTask[]>();
  for (const node of line.nodes) nodes.set(node.parentId, [...(nodes.get(node.parentId) ?? []), node]);
  for (const task of line.tasks) tasks.set(task.partId, [...(tasks.get(task.partId) ?? []), task]);
  const byId = new Map(line.nodes.map((n) => [n.id, n]));
  /** "Getalbegrip › Tellen › Tellen tot 20" for a node's ancestors. */
  const pathOf = (id: string | null, language: 'nl' | 'en') => {
    const names: string[] = [];
    for (let node = id ? byId.get(id) : undefined; node; node = node.parentId ? byId.get(node.parentId) : undefined)
      names.unshift(node.name[language]);
    return names.join(' › ');
  };
  return { nodes, tasks, byId, pathOf };
}

/** What retiring a node takes with it: "2 subdoelen, 5 subonderdelen en 5 oefentaken". */
export function belowText(t: TFunction, line: LineResponse, nodeId: string): string {
  const { nodes, tasks } = lineIndex(line);
  const counts: Record<string, number> = { goal: 0, subgoal: 0, part: 0, task: 0 };
  const walk = (id: string) => {
    for (const child of nodes.get(id) ?? [])
      if (!child.retired) {
        counts[child.level] = (counts[child.level] ?? 0) + 1;
        walk(child.id);
      }
    counts.task! += (tasks.get(id) ?? []).filter((task) => !task.retired).length;
  };
  walk(nodeId);
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([level, count]) => t(`counts.${level}`, { count }));
  if (!parts.length) return t('retire.nothingBelow');
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')}${t('counts.and')}${parts.at(-1)}`;
}

/** The user's content language (Belgian Dutch reads the Dutch names). */
export const contentLanguage = (language: string): 'nl' | 'en' => (language.startsWith('en') ? 'en' : 'nl');
