import { Field, Switch } from '@fluentui/react-components';
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
import { FormInput } from '../../shared/FormInput';
import { useGamesScreen, useSaveGameSettings } from './api';

const FIELDS = ['enabled', 'speed', 'roundLength'] as const;
const ERRORS = 'games.settings.errors';

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
      <Field
        label={t('games.settings.speed')}
        hint={t('games.settings.speedHint', { min: GAME_SPEED_MIN, max: GAME_SPEED_MAX })}
        validationMessage={message(errors.speed?.message)}
        required
      >
        <FormInput
          control={form.control}
          name="speed"
          asNumber
          type="number"
          inputMode="decimal"
          min={GAME_SPEED_MIN}
          max={GAME_SPEED_MAX}
          step={0.05}
        />
      </Field>
      <Field
        label={t('games.settings.roundLength')}
        hint={t('games.settings.roundLengthHint', { min: GAME_ROUND_MIN, max: GAME_ROUND_MAX })}
        validationMessage={message(errors.roundLength?.message)}
      >
        <FormInput
          control={form.control}
          name="roundLength"
          asNumber="orNull"
          type="number"
          inputMode="numeric"
          min={GAME_ROUND_MIN}
          max={GAME_ROUND_MAX}
          step={1}
        />
      </Field>
    </FormDialog>
  );
}
