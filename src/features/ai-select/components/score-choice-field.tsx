import { AI_HINTS, AI_MAX_LENGTHS } from '@/contract/ai';
import { GroupField } from '@/features/ai-select/components/group-field';
import { RadioButtons } from '@/features/ai-select/components/radio-buttons';
import { ScoreInput } from '@/features/ai-select/components/score-input';

/** The form fields holding the score of one kind of exam. */
export type ScoreField = 'toefl' | 'ielts' | 'tiother' | 'sat' | 'act' | 'gre' | 'gmat';

/**
 * A choice of exam and the chosen exam's score (TOEFL / IELTS / 其他, SAT / ACT, GRE / GMAT): the
 * toggle, then one input whose label, max length and hint follow the choice. Switching is the form's
 * rule (it clears the other kinds).
 */
export function ScoreChoiceField<K extends string>(props: {
  label: string;
  /** The name of the toggle (the group's label by default). */
  choiceLabel?: string;
  testId: string;
  required?: boolean;
  choices: readonly K[];
  /** The shown name of each choice (the choice itself by default). */
  names?: Readonly<Record<K, string>>;
  /** The form field of each choice's score. */
  fields: Readonly<Record<K, ScoreField>>;
  choice: K;
  values: Readonly<Partial<Record<ScoreField, string>>>;
  error?: string;
  onChoose: (choice: K) => void;
  onChange: (field: ScoreField, value: string) => void;
  onBlur: () => void;
}) {
  const field = props.fields[props.choice];
  const name = (choice: K) => props.names?.[choice] ?? choice;
  return (
    <GroupField label={props.label} required={props.required} testId={props.testId}>
      <RadioButtons
        label={props.choiceLabel ?? props.label}
        options={props.choices.map((value) => ({ value, label: name(value) }))}
        value={props.choice}
        onClick={props.onChoose}
      />
      <ScoreInput
        key={field}
        label={`${name(props.choice)}成绩`}
        testId={`ai-${field}`}
        value={props.values[field] ?? ''}
        maxLength={AI_MAX_LENGTHS[field]}
        hint={AI_HINTS[field]}
        decimal={field === 'ielts'}
        text={field === 'tiother'}
        error={props.error}
        onChange={(value) => props.onChange(field, value)}
        onBlur={props.onBlur}
      />
    </GroupField>
  );
}
