import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ChevronDown20Regular,
  ChevronRight20Regular,
  ReOrderDotsVertical20Regular,
} from '@fluentui/react-icons';
import { useEffect, useId, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ContentLevel } from '../../../domain';
import type { LineNode, LineResponse, LineTask } from '../../../domain/contracts/content-line';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { QueryState } from '../../shared/QueryState';
import { RowMenu, type RowAction } from '../../shared/RowMenu';
import { EmptyState, ErrorState, Notice } from '../../shared/States';
import { useLine, useLineScreen, useReorder, useRetireNode, useRetireTask } from './api';
import { CHILD_LEVEL, LineLinks, belowText, contentLanguage, lineCrumbs, lineIndex } from './develop';
import { NodeFormDialog } from './NodeFormDialog';
import { TaskFormDialog } from './TaskFormDialog';
import { ContentBar } from '../shared/content/ContentBar';

const useStyles = makeStyles({
  tree: { listStyle: 'none', margin: 0, padding: 0, maxWidth: '1100px' },
  children: { listStyle: 'none', margin: 0, paddingLeft: '20px', '@media (max-width: 599px)': { paddingLeft: '10px' } },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    minHeight: '44px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    borderTop: '2px solid transparent',
  },
  over: { borderTop: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground1Hover },
  dragging: { opacity: 0.5 },
  retired: { color: tokens.colorNeutralForeground3 },
  spacer: { width: '32px', flexShrink: 0 },
  handle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '36px',
    flexShrink: 0,
    cursor: 'grab',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', display: 'flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'baseline' },
  level: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  strong: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2, marginTop: 0 },
  live: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
});

type Dialog =
  | { kind: 'node'; level: ContentLevel; node?: LineNode; parentId: string | null }
  | { kind: 'task'; partId: string }
  | { kind: 'retire'; item: { kind: 'node'; node: LineNode } | { kind: 'task'; task: LineTask }; open: boolean };

interface Dragged {
  id: string;
  kind: 'node' | 'task';
  parentId: string | null;
}

/** o-programmas: the learning line as a tree, with add, edit, reorder (drag or keyboard) and retire. */
export function ProgramsPage() {
  const { t } = useLineScreen();
  const styles = useStyles();
  const language = contentLanguage(useTranslation().i18n.language);
  const line = useLine();
  const navigate = useNavigate();
  const reorder = useReorder();
  const retireNode = useRetireNode();
  const retireTask = useRetireTask();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [live, setLive] = useState('');
  const [drag, setDrag] = useState<Dragged | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!focusId || reorder.isPending) return;
    document.querySelector<HTMLElement>(`[data-handle="${CSS.escape(focusId)}"]`)?.focus();
    setFocusId(null);
  }, [focusId, reorder.isPending, line.data]);

  const toggle = (id: string) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (item: Dragged, siblings: readonly string[], to: number, name: string) => {
    const from = siblings.indexOf(item.id);
    if (to < 0 || to >= siblings.length || to === from) {
      setLive(t('tree.notMoved', { name }));
      return;
    }
    const ids = [...siblings];
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    setFocusId(item.id);
    reorder.mutate(
      { kind: item.kind, parentId: item.parentId, ids },
      { onSuccess: () => setLive(t('tree.moved', { name, position: to + 1, count: ids.length })) },
    );
  };

  const closeRetire = () => setDialog((d) => (d?.kind === 'retire' ? { ...d, open: false } : d));
  const setRetired = (item: { kind: 'node'; node: LineNode } | { kind: 'task'; task: LineTask }, retired: boolean) => {
    const name = item.kind === 'node' ? item.node.name[language] : item.task.name[language];
    const done = { onSuccess: () => (setNotice(t(retired ? 'retire.done' : 'retire.restored', { name })), closeRetire()) };
    if (item.kind === 'node') retireNode.mutate({ id: item.node.id, retired }, done);
    else retireTask.mutate({ id: item.task.id, retired }, done);
  };

  const addDomain = (
    <Button appearance="primary" onClick={() => setDialog({ kind: 'node', level: 'domain', parentId: null })}>
      {t('tree.addDomain')}
    </Button>
  );

  const render = (data: LineResponse) => {
    const index = lineIndex(data);
    const partLabels = data.nodes
      .filter((n) => n.level === 'part' && !n.retired)
      .map((n) => ({ id: n.id, label: index.pathOf(n.id, language) }));

    /** One row of the tree: handle (drag and Alt+arrows), expander, name, badges, menu. */
    const row = (
      item: Dragged,
      siblings: readonly string[],
      props: {
        name: string;
        level: string;
        retired: boolean;
        draft: 'added' | 'changed' | null;
        extra?: ReactNode;
        expander?: { open: boolean; count: number };
        actions: RowAction[];
        link?: string;
      },
    ) => {
      const at = siblings.indexOf(item.id);
      const sameGroup = drag !== null && drag.kind === item.kind && drag.parentId === item.parentId;
      const onKeyDown = (event: KeyboardEvent) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        move(item, siblings, at + (event.key === 'ArrowUp' ? -1 : 1), props.name);
      };
      const dropHere = (event: DragEvent) => {
        if (!sameGroup) return;
        event.preventDefault();
        const dragged = drag;
        setDrag(null);
        setOver(null);
        if (dragged && dragged.id !== item.id) move(dragged, siblings, at, nameOf(dragged.id));
      };
      return (
        <div
          className={mergeClasses(
            styles.row,
            over === item.id && sameGroup && drag?.id !== item.id && styles.over,
            drag?.id === item.id && styles.dragging,
            props.retired && styles.retired,
          )}
          data-testid={`tree-${item.id}`}
          onDragOver={(event) => {
            if (!sameGroup) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (over !== item.id) setOver(item.id);
          }}
          onDrop={dropHere}
        >
          <div
            role="button"
            tabIndex={0}
            draggable
            className={styles.handle}
            data-handle={item.id}
            aria-label={t('tree.handle', { name: props.name })}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              const rowElement = (event.currentTarget as HTMLElement).parentElement;
              if (rowElement) event.dataTransfer.setDragImage(rowElement, 16, 16);
              setDrag(item);
            }}
            onDragEnd={() => {
              setDrag(null);
              setOver(null);
            }}
          >
            <ReOrderDotsVertical20Regular />
          </div>
          {props.expander ? (
            <Button
              appearance="subtle"
              size="small"
              icon={props.expander.open ? <ChevronDown20Regular /> : <ChevronRight20Regular />}
              aria-expanded={props.expander.open}
              aria-label={t(props.expander.open ? 'tree.collapse' : 'tree.expand', { name: props.name })}
              onClick={() => toggle(item.id)}
            />
          ) : (
            <span className={styles.spacer} />
          )}
          <span className={styles.name}>
            {props.link ? (
              <RouterLink to={props.link} className={styles.strong}>
                {props.name}
              </RouterLink>
            ) : (
              <span className={styles.strong}>{props.name}</span>
            )}
            <span className={styles.level}>{props.level}</span>
            {props.extra}
            {props.retired && (
              <Badge appearance="outline" color="subtle">
                {t('retired')}
              </Badge>
            )}
            {props.draft && (
              <Badge appearance="tint" color="warning">
                {t(`draft.${props.draft}`)}
              </Badge>
            )}
          </span>
          <RowMenu
            label={t('actions.menu', { name: props.name })}
            actions={[
              ...props.actions,
              { label: t('actions.moveUp'), hidden: at === 0, onClick: () => move(item, siblings, at - 1, props.name) },
              {
                label: t('actions.moveDown'),
                hidden: at === siblings.length - 1,
                onClick: () => move(item, siblings, at + 1, props.name),
              },
            ]}
          />
        </div>
      );
    };

    const nameOf = (id: string) =>
      (index.byId.get(id)?.name ?? data.tasks.find((task) => task.id === id)?.name)?.[language] ?? id;

    const taskRows = (partId: string) => {
      const tasks = index.tasks.get(partId) ?? [];
      const ids = tasks.map((task) => task.id);
      return tasks.map((task) => (
        <li key={task.id}>
          {row({ id: task.id, kind: 'task', parentId: partId }, ids, {
            name: task.name[language],
            level: `${t('level.task')} · ${t('group', { group: task.schoolGroup })} · ${t(`goal.${task.goal}`)}`,
            retired: task.retired,
            draft: task.draft,
            link: `${href('o-oefentaken')}?oefentaak=${encodeURIComponent(task.id)}`,
            actions: [
              {
                label: t('actions.open'),
                onClick: () => void navigate(`${href('o-oefentaken')}?oefentaak=${encodeURIComponent(task.id)}`),
              },
              {
                label: t('actions.retire'),
                hidden: task.retired,
                onClick: () => setDialog({ kind: 'retire', open: true, item: { kind: 'task', task } }),
              },
              { label: t('actions.restore'), hidden: !task.retired, onClick: () => setRetired({ kind: 'task', task }, false) },
            ],
          })}
        </li>
      ));
    };

    const nodeRows = (parentId: string | null): ReactNode => {
      const nodes = index.nodes.get(parentId) ?? [];
      const ids = nodes.map((n) => n.id);
      return nodes.map((node) => {
        const open = expanded.has(node.id);
        const childLevel = CHILD_LEVEL[node.level];
        const count =
          childLevel === 'task' ? (index.tasks.get(node.id) ?? []).length : (index.nodes.get(node.id) ?? []).length;
        return (
          <li key={node.id}>
            {row({ id: node.id, kind: 'node', parentId }, ids, {
              name: node.name[language],
              level: t(`level.${node.level}`),
              retired: node.retired,
              draft: node.draft,
              extra: node.schoolGroups ? (
                <span className={styles.level}>{t('groups', { groups: node.schoolGroups.join(', ') })}</span>
              ) : childLevel === 'task' ? (
                <span className={styles.level}>{t('tree.tasks', { count })}</span>
              ) : undefined,
              expander: { open, count },
              actions: [
                {
                  label: t('actions.edit'),
                  onClick: () => setDialog({ kind: 'node', level: node.level, node, parentId: node.parentId }),
                },
                {
                  label: t('tree.addChildShort', { level: t(`level.${childLevel}`) }),
                  onClick: () =>
                    setDialog(
                      childLevel === 'task'
                        ? { kind: 'task', partId: node.id }
                        : { kind: 'node', level: childLevel, parentId: node.id },
                    ),
                },
                {
                  label: t('actions.retire'),
                  hidden: node.retired,
                  onClick: () => setDialog({ kind: 'retire', open: true, item: { kind: 'node', node } }),
                },
                {
                  label: t('actions.restore'),
                  hidden: !node.retired,
                  onClick: () => setRetired({ kind: 'node', node }, false),
                },
              ],
            })}
            {open && (
              <ul className={styles.children}>
                {count === 0 && <li className={styles.hint}>{t('tree.emptyChildren', { name: node.name[language] })}</li>}
                {childLevel === 'task' ? taskRows(node.id) : nodeRows(node.id)}
              </ul>
            )}
          </li>
        );
      });
    };

    return (
      <>
        <p id={hintId} className={styles.hint}>
          {t('tree.moveHint')}
        </p>
        <ul className={styles.tree} aria-label={t('tree.title')}>
          {nodeRows(null)}
        </ul>
        {dialog?.kind === 'task' && (
          <TaskFormDialog
            partId={dialog.partId}
            parts={partLabels}
            onClose={() => setDialog(null)}
            onSaved={(saved) => {
              setNotice(t('saved', { name: saved.task.name[language] }));
              setExpanded((now) => new Set(now).add(saved.task.partId));
              setDialog(null);
            }}
          />
        )}
        {dialog?.kind === 'retire' && (
          <ConfirmDialog
            open={dialog.open}
            title={t('retire.title', {
              name: dialog.item.kind === 'node' ? dialog.item.node.name[language] : dialog.item.task.name[language],
            })}
            confirmLabel={t('retire.confirm')}
            busy={retireNode.isPending || retireTask.isPending}
            onCancel={closeRetire}
            onConfirm={() => setRetired(dialog.item, true)}
          >
            {dialog.item.kind === 'node'
              ? t('retire.node', {
                  level: t(`level.${dialog.item.node.level}`),
                  name: dialog.item.node.name[language],
                  children: belowText(t, data, dialog.item.node.id),
                })
              : t('retire.task', { name: dialog.item.task.name[language] })}
            {(retireNode.isError || retireTask.isError) && (
              <ErrorState error={retireNode.error ?? retireTask.error} />
            )}
          </ConfirmDialog>
        )}
      </>
    );
  };

  return (
    <AdminPage
      title={t('tree.title')}
      crumbs={lineCrumbs(t, 'o-programmas')}
      intro={t('tree.intro')}
      actions={
        <>
          <Button
            onClick={() =>
              setExpanded(new Set(line.data?.nodes.map((n) => n.id) ?? []))
            }
          >
            {t('tree.expandAll')}
          </Button>
          <Button onClick={() => setExpanded(new Set())}>{t('tree.collapseAll')}</Button>
          {addDomain}
        </>
      }
    >
      <LineLinks t={t} current="o-programmas" />
      <ContentBar />
      <Notice>{notice}</Notice>
      {reorder.isError && <ErrorState error={reorder.error} />}
      <div aria-live="polite" className={styles.live}>
        {live}
      </div>
      <QueryState
        query={line}
        isEmpty={(data) => data.nodes.length === 0}
        empty={
          <EmptyState title={t('tree.empty')} action={addDomain}>
            {t('tree.emptyText')}
          </EmptyState>
        }
      >
        {render}
      </QueryState>
      {dialog?.kind === 'node' && (
        <NodeFormDialog
          level={dialog.level}
          node={dialog.node}
          parentId={dialog.parentId}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setNotice(t('saved', { name: saved.name[language] }));
            if (saved.parentId) setExpanded((now) => new Set(now).add(saved.parentId!));
            setDialog(null);
          }}
        />
      )}
    </AdminPage>
  );
}
