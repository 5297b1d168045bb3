import { Field, Input, Switch } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  gameSettingsBodySchema,
  type GameSettingsBody,
  type GameSettingsRecord,
} from '../../../domain/contracts/content';
import {
  GAME_ROUND_MAX,
  GAME_ROUND_MIN,
  GAME_SPEED_MAX,
  GAME_SPEED_MIN,
} from '../../../domain/content/games';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useGamesScreen, useSaveGameSettings } from './api';

const FIELDS = ['enabled', 'speed', 'roundLength'] as const;
const ERRORS = 'games.settings.errors';

/** A number typed in a field: empty is null, anything else the number (NaN stays, for the schema to refuse). */
export function typedNumber(value: string): number | null {
  return value.trim() === '' ? null : Number(value.replace(',', '.'));
}

/** A game's settings (offered to children, tempo, round length), saved as a draft. */
export function GameSettingsDialog({
  gameId,
  name,
  settings,
  onClose,
}: {
  gameId: string;
  name: string;
  settings: GameSettingsRecord;
  onClose: () => void;
}) {
  const { t } = useGamesScreen();
  const form = useForm<GameSettingsBody>({
    resolver: zodResolver(gameSettingsBodySchema),
    defaultValues: { enabled: settings.enabled, speed: settings.speed, roundLength: settings.roundLength },
  });
  const save = useSaveGameSettings(gameId);
  const errors = form.formState.errors;
  const message = (m: string | undefined) => fieldMessage(t, ERRORS, m);
  return (
    <FormDialog
      title={t('games.settings.editTitle', { name })}
      text={t('games.settings.text')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onClose}
      submitLabel={t('games.settings.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Field hint={t('games.settings.enabledHint')} validationMessage={message(errors.enabled?.message)}>
            <Switch
              label={t('games.settings.enabled')}
              checked={field.value}
              onChange={(_e, data) => field.onChange(data.checked)}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="speed"
        render={({ field }) => (
          <Field
            label={t('games.settings.speed')}
            hint={t('games.settings.speedHint', { min: GAME_SPEED_MIN, max: GAME_SPEED_MAX })}
            validationMessage={message(errors.speed?.message)}
            required
          >
            <Input
              type="number"
              inputMode="decimal"
              min={GAME_SPEED_MIN}
              max={GAME_SPEED_MAX}
              step={0.05}
              value={Number.isFinite(field.value) ? String(field.value) : ''}
              onChange={(_e, data) => field.onChange(typedNumber(data.value) ?? Number.NaN)}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="roundLength"
        render={({ field }) => (
          <Field
            label={t('games.settings.roundLength')}
            hint={t('games.settings.roundLengthHint', { min: GAME_ROUND_MIN, max: GAME_ROUND_MAX })}
            validationMessage={message(errors.roundLength?.message)}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={GAME_ROUND_MIN}
              max={GAME_ROUND_MAX}
              step={1}
              value={
                field.value === null || field.value === undefined || Number.isNaN(field.value)
                  ? ''
                  : String(field.value)
              }
              onChange={(_e, data) => field.onChange(typedNumber(data.value))}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
    </FormDialog>
  );
}
