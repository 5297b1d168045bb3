import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentLevel, GeneratorSetting } from '../../../domain';
import {
  CONTENT_PATHS as P,
  type ContentCollectionList,
  type GeneratorSettingList,
} from '../../../domain/contracts/content';
import type {
  LineNode,
  LineNodeCreateBody,
  LineNodeUpdateBody,
  LineOrderBody,
  LineResponse,
  PracticeTaskCreateBody,
  PracticeTaskDetail,
  PracticeTaskUpdateBody,
  SumFeatureList,
} from '../../../domain/contracts/content-line';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { CONTENT_KEY } from '../shared/content/api';
import { useFeatureScreen } from '../../shared/screen';
import { officeLineBe } from './texts.be';
import { officeLineEn } from './texts.en';
import { officeLineNl } from './texts.nl';

registerTranslations('office-line', { nl: officeLineNl, en: officeLineEn, be: officeLineBe });

/** Every query of the develop tools' content starts with this key, so a save refreshes them all. */
const contentKey = CONTENT_KEY;
const lineKey = [...contentKey, 'line'] as const;
const taskKey = (id: string) => [...contentKey, 'task', id] as const;

export const useLineScreen = () => useFeatureScreen('office-line');

export function useLine() {
  return useQuery({ queryKey: lineKey, queryFn: () => getJson<LineResponse>(P.line) });
}

export function usePracticeTask(id: string) {
  return useQuery({ queryKey: taskKey(id), queryFn: () => getJson<PracticeTaskDetail>(P.practiceTask(id)) });
}

export function useSumFeatures() {
  return useQuery({ queryKey: [...contentKey, 'features'], queryFn: () => getJson<SumFeatureList>(P.sumFeatures) });
}

/** The sources a task may take its sums from: the generator settings and the collections. */
export function useGeneratorSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...contentKey, 'settings'],
    queryFn: () => getJson<GeneratorSettingList>(P.generatorSettings),
    enabled,
  });
}

export function useCollectionList(enabled: boolean) {
  return useQuery({
    queryKey: [...contentKey, 'collections'],
    queryFn: () => getJson<ContentCollectionList>(P.sumCollections),
    enabled,
  });
}

function useContentMutation<V, R>(send: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

/** The node form's values (also the body of a new node, with its level and parent). */
export interface NodeFormValues {
  parentId: string;
  name: { nl: string; en: string };
  schoolGroups: number[];
}

export function useSaveNode(level: ContentLevel, nodeId: string | null) {
  return useContentMutation((values: NodeFormValues) => {
    const groups = level === 'goal' ? { schoolGroups: values.schoolGroups as LineNodeCreateBody['schoolGroups'] } : {};
    if (nodeId) return sendJson<LineNode>('patch', P.lineNode(nodeId), { name: values.name, ...groups });
    const body: LineNodeCreateBody = { level, parentId: values.parentId || null, name: values.name, ...groups };
    return sendJson<LineNode>('post', P.lineNodes, body);
  });
}

export function useRetireNode() {
  return useContentMutation(({ id, retired }: { id: string; retired: boolean }) =>
    sendJson<LineNode>('patch', P.lineNode(id), { retired } satisfies LineNodeUpdateBody),
  );
}

export function useRetireTask() {
  return useContentMutation(({ id, retired }: { id: string; retired: boolean }) =>
    sendJson<PracticeTaskDetail>('patch', P.practiceTask(id), { retired } satisfies PracticeTaskUpdateBody),
  );
}

/** Reorders siblings; the line comes back at once with the new positions. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineOrderBody) => sendJson<LineResponse>('post', P.lineOrder, body),
    onSuccess: (line) => {
      queryClient.setQueryData(lineKey, line);
      void queryClient.invalidateQueries({ queryKey: contentKey, predicate: (q) => q.queryKey[1] !== 'line' });
    },
  });
}

/** The task form's values: the body of a task, with the generator setting to copy for a new one. */
export interface TaskFormValues {
  partId: string;
  name: { nl: string; en: string };
  schoolGroup: number;
  goal: 'automate' | 'apply';
  sourceType: 'generator' | 'mix' | 'collection';
  collectionId: string;
  /** A generator setting's id whose setting the task gets a copy of ('' keeps its own). */
  settingFrom: string;
  gameIds: string[];
}

export function useSaveTask(taskId: string | null, settingOf: (id: string) => GeneratorSetting | undefined) {
  return useContentMutation((values: TaskFormValues) => {
    const setting = values.sourceType !== 'collection' && values.settingFrom ? settingOf(values.settingFrom) : undefined;
    const body = {
      partId: values.partId,
      name: values.name,
      schoolGroup: values.schoolGroup as PracticeTaskCreateBody['schoolGroup'],
      goal: values.goal,
      gameIds: values.gameIds as PracticeTaskCreateBody['gameIds'],
      sourceType: values.sourceType,
      collectionId: values.sourceType === 'collection' ? values.collectionId : null,
      ...(setting ? { setting } : {}),
    };
    return taskId
      ? sendJson<PracticeTaskDetail>('patch', P.practiceTask(taskId), body satisfies PracticeTaskUpdateBody)
      : sendJson<PracticeTaskDetail>('post', P.practiceTasks, body satisfies PracticeTaskCreateBody);
  });
}
