import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  INPUT_METHODS,
  PRACTICE_PATHS,
  type CustomTaskBody,
  type CustomTaskListResponse,
  type CustomTaskResponse,
  type SumCollectionListResponse,
  type ExerciseSettingsResponse,
} from '../../../domain/contracts/practice';
import { MAX_START_YEARS_LOWER } from '../../../domain/engine/settings';
import { LEARNING_LINE } from '../../../domain/curriculum/learning-line';
import { locatePracticeTasks } from '../../../domain/curriculum/line';
import type { LocalizedText } from '../../../domain/localized-text';
import { getJson, sendJson } from '../../shared/queries';
import { currentLocale, registerTranslations } from '../../../shell/lib/i18n';
import { useSchoolFeatureScreen } from '../shared/screen';
import { schoolSettingsBe } from './texts.be';
import { schoolSettingsEn } from './texts.en';
import { schoolSettingsNl } from './texts.nl';

registerTranslations('school-settings', { nl: schoolSettingsNl, en: schoolSettingsEn, be: schoolSettingsBe });

/** The settings screens' `t` (namespace `school-settings`), who is signed in, and where in the school they are. */
export const useSettingsScreen = () => useSchoolFeatureScreen('school-settings');

export const settingsKeys = {
  group: (groepId: string) => ['settings', 'group', groepId] as const,
  student: (leerlingId: string) => ['settings', 'student', leerlingId] as const,
  allStudents: ['settings', 'student'] as const,
  customTasks: (groepId: string) => ['customTasks', groepId] as const,
};

export function useGroupSettings(groepId: string) {
  return useQuery({
    queryKey: settingsKeys.group(groepId),
    queryFn: () => getJson<ExerciseSettingsResponse>(PRACTICE_PATHS.groupSettings(groepId)),
  });
}

export function useStudentSettings(leerlingId: string) {
  return useQuery({
    queryKey: settingsKeys.student(leerlingId),
    queryFn: () => getJson<ExerciseSettingsResponse>(PRACTICE_PATHS.studentSettings(leerlingId)),
  });
}

export function useCustomTasks(groepId: string) {
  return useQuery({
    queryKey: settingsKeys.customTasks(groepId),
    queryFn: () => getJson<CustomTaskListResponse>(PRACTICE_PATHS.customTasks(groepId)),
  });
}

/** Saves a group's settings; each child without own settings follows them from their next round. */
export function useSaveGroupSettings(groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsForm) =>
      sendJson<ExerciseSettingsResponse>('put', PRACTICE_PATHS.groupSettings(groepId), fromForm(values)),
    onSuccess: async (result) => {
      queryClient.setQueryData(settingsKeys.group(groepId), result);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.allStudents });
    },
  });
}

/** Saves a child's own settings: only the fields `own` names; the rest follows the group. */
export function useSaveStudentSettings(leerlingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, own }: { values: SettingsForm; own: ReadonlySet<SettingsKey> }) =>
      sendJson<ExerciseSettingsResponse>(
        'put',
        PRACTICE_PATHS.studentSettings(leerlingId),
        ownFieldsOf(values, own),
      ),
    onSuccess: (result) => queryClient.setQueryData(settingsKeys.student(leerlingId), result),
  });
}

/** The sum collections a custom task can be made of (the office keeps them). */
export function useSumCollections() {
  return useQuery({
    queryKey: ['sumCollections'],
    queryFn: () => getJson<SumCollectionListResponse>(PRACTICE_PATHS.staffSumCollections),
    staleTime: 10 * 60_000,
  });
}

/** Makes a custom task for the group, or changes `editing`. */
export function useSaveCustomTask(groepId: string, editing?: CustomTaskResponse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomTaskBody) =>
      editing
        ? sendJson<CustomTaskResponse>('put', PRACTICE_PATHS.customTask(groepId, editing.id), body)
        : sendJson<CustomTaskResponse>('post', PRACTICE_PATHS.customTasks(groepId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.customTasks(groepId) }),
  });
}

/** Ends a custom task (what the children practised stays in their progress). */
export function useRemoveCustomTask(groepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: CustomTaskResponse) => sendJson('delete', PRACTICE_PATHS.customTask(groepId, task.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.customTasks(groepId) }),
  });
}

export function localized(text: LocalizedText): string {
  return currentLocale() === 'en' ? text.en : text.nl;
}

/** The learning line as the client ships it (src/domain), for switching parts off and picking tasks. */
export const LINE_DOMAINS = LEARNING_LINE.domains;
export const LINE_TASKS = locatePracticeTasks(LEARNING_LINE);

type Settings = ExerciseSettingsResponse['settings'];

/**
 * The settings as the form shows them: times in seconds, the target in percent. Messages are codes:
 * `range|min|max`, `requiredAboveWindow`, `timeLimit` (translated by the screen).
 */
const between = (min: number, max: number, int = true) => {
  const message = `range|${min}|${max}`;
  const n = z.number({ error: message }).min(min, message).max(max, message);
  return int ? n.int(message) : n;
};

export const settingsFormSchema = z
  .object({
    disabledNodeIds: z.array(z.string()),
    thresholdS: between(1, 20, false),
    extraS: between(0, 10, false),
    fluencyWindow: between(1, 8),
    fluencyRequired: between(1, 8),
    targetPct: between(50, 95),
    roundLength: between(5, 30),
    timeLimitS: between(5, 60, false),
    sound: z.boolean(),
    speech: z.boolean(),
    inputMethod: z.enum(INPUT_METHODS),
    fluencyTestEnabled: z.boolean(),
    fluencyTestEvery: between(1, 100),
    rewardGames: z.boolean(),
    startYearsLower: between(0, MAX_START_YEARS_LOWER),
  })
  .superRefine((v, ctx) => {
    if (v.fluencyRequired > v.fluencyWindow)
      ctx.addIssue({ code: 'custom', path: ['fluencyRequired'], message: 'requiredAboveWindow' });
    if (v.thresholdS + v.extraS >= v.timeLimitS)
      ctx.addIssue({ code: 'custom', path: ['timeLimitS'], message: 'timeLimit' });
  });
export type SettingsForm = z.infer<typeof settingsFormSchema>;
export type SettingsKey = keyof SettingsForm;
export const SETTINGS_KEYS = Object.keys(settingsFormSchema.shape) as SettingsKey[];

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const ms = (s: number) => Math.round(s * 1000);

export function toForm(s: Settings): SettingsForm {
  return {
    disabledNodeIds: [...s.disabledNodeIds],
    thresholdS: seconds(s.fluencyThresholdMs),
    extraS: seconds(s.extraTimeMs),
    fluencyWindow: s.fluencyWindow,
    fluencyRequired: s.fluencyRequired,
    targetPct: Math.round(s.targetSuccess * 100),
    roundLength: s.roundLength,
    timeLimitS: seconds(s.timeLimitMs),
    sound: s.sound,
    speech: s.speech,
    inputMethod: s.inputMethod,
    fluencyTestEnabled: s.fluencyTestEnabled,
    fluencyTestEvery: s.fluencyTestEvery,
    rewardGames: s.rewardGames,
    startYearsLower: s.startYearsLower,
  };
}

export function fromForm(f: SettingsForm): Settings {
  return {
    disabledNodeIds: f.disabledNodeIds,
    fluencyThresholdMs: ms(f.thresholdS),
    extraTimeMs: ms(f.extraS),
    fluencyWindow: f.fluencyWindow,
    fluencyRequired: f.fluencyRequired,
    targetSuccess: f.targetPct / 100,
    roundLength: f.roundLength,
    timeLimitMs: ms(f.timeLimitS),
    sound: f.sound,
    speech: f.speech,
    inputMethod: f.inputMethod,
    fluencyTestEnabled: f.fluencyTestEnabled,
    fluencyTestEvery: f.fluencyTestEvery,
    rewardGames: f.rewardGames,
    startYearsLower: f.startYearsLower,
  };
}

/** The server's field names (a 400's field errors) to the form's. */
export const SERVER_FIELDS: Record<string, SettingsKey> = {
  disabledNodeIds: 'disabledNodeIds',
  fluencyThresholdMs: 'thresholdS',
  extraTimeMs: 'extraS',
  fluencyWindow: 'fluencyWindow',
  fluencyRequired: 'fluencyRequired',
  targetSuccess: 'targetPct',
  roundLength: 'roundLength',
  timeLimitMs: 'timeLimitS',
  sound: 'sound',
  speech: 'speech',
  inputMethod: 'inputMethod',
  fluencyTestEnabled: 'fluencyTestEnabled',
  fluencyTestEvery: 'fluencyTestEvery',
  rewardGames: 'rewardGames',
  startYearsLower: 'startYearsLower',
};

/** The server fields of the form's fields (a child's own fields are sent under these names). */
const FORM_TO_SERVER = Object.fromEntries(
  Object.entries(SERVER_FIELDS).map(([server, form]) => [form, server]),
) as Record<SettingsKey, keyof Settings>;

/** A child's own fields as the server takes them: only those, in server units. */
export function ownFieldsOf(values: SettingsForm, own: ReadonlySet<SettingsKey>): Partial<Settings> {
  const all = fromForm(values);
  return Object.fromEntries([...own].map((key) => [FORM_TO_SERVER[key], all[FORM_TO_SERVER[key]]]));
}

/** The form fields a child has of their own, from the server's list. */
export function ownFormKeys(response: ExerciseSettingsResponse): Set<SettingsKey> {
  return new Set(
    response.ownFields.map((field) => SERVER_FIELDS[field]).filter((k): k is SettingsKey => !!k),
  );
}

export function sameValue(a: SettingsForm[SettingsKey], b: SettingsForm[SettingsKey]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join('|') === [...b].sort().join('|');
  return a === b;
}
