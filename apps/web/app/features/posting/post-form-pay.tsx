import { COMPENSATION_TYPES } from '@gfj/contracts/lookups';
import { TextField } from '../../components/ui/form/fields.tsx';
import { Choice, ChoiceGroup } from '../../components/ui/form/more-fields.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { choice, Section, type SectionProps, textInput } from './post-form-sections.tsx';
import { fieldId } from './post-form-values.ts';

/** Structured pay (issue 14): the period, the amounts in dollars, unpaid benefits, free text. */
export function PaySection({ form, texts, errorOf, mayBeUnpaid }: SectionProps & { mayBeUnpaid: boolean }) {
  const period = form.watch('pay_period');
  const isHydrated = useHydrated();
  const unit = period === 'hour' ? ' per hour' : period === 'year' ? ' per year' : '';
  const unpaid = COMPENSATION_TYPES.filter((t) => t.kind === 'unpaid');
  return (
    <Section title="Pay">
      <ChoiceGroup
        id={fieldId('pay_period')}
        legend="How is it paid?"
        hint={texts.hint_compensation_paid}
        error={errorOf('pay_period')}
      >
        <Choice
          label="By the hour"
          type="radio"
          id={fieldId('pay_period')}
          {...choice(form, 'pay_period', 'hour', { deps: ['pay_min', 'pay_max'] })}
        />
        <Choice
          label="By the year"
          type="radio"
          {...choice(form, 'pay_period', 'year', { deps: ['pay_min', 'pay_max'] })}
        />
        <Choice
          label="Not paid"
          type="radio"
          {...choice(form, 'pay_period', '', { deps: ['pay_min', 'pay_max'] })}
        />
      </ChoiceGroup>
      {period || !isHydrated ? (
        <div className="post-form__pair">
          <TextField
            id={fieldId('pay_min')}
            label={`Lowest pay${unit} (US dollars)`}
            inputMode="decimal"
            error={errorOf('pay_min')}
            {...textInput(form, 'pay_min', { deps: ['pay_max'] })}
          />
          <TextField
            id={fieldId('pay_max')}
            label={`Highest pay${unit} (optional)`}
            inputMode="decimal"
            error={errorOf('pay_max')}
            {...textInput(form, 'pay_max', { deps: ['pay_min'] })}
          />
        </div>
      ) : null}
      <ChoiceGroup
        id={fieldId('compensation_types')}
        legend="Offered instead of, or besides, pay"
        hint={
          mayBeUnpaid
            ? texts.hint_compensation_unpaid
            : 'Only internships, apprenticeships and educational programs may offer these.'
        }
        error={errorOf('compensation_types')}
      >
        {unpaid.map((t, index) => (
          <Choice
            key={t.id}
            label={t.name.charAt(0).toUpperCase() + t.name.slice(1)}
            type="checkbox"
            id={index === 0 ? fieldId('compensation_types') : undefined}
            {...choice(form, 'compensation_types', String(t.id))}
          />
        ))}
      </ChoiceGroup>
      <TextField
        id={fieldId('compensation')}
        label="Pay details"
        hint={texts.hint_compensation_stipend}
        error={errorOf('compensation')}
        {...textInput(form, 'compensation')}
      />
    </Section>
  );
}
