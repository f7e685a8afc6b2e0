import type { FormEvent, ReactNode } from 'react';
import { CATEGORIES, GENRES, LANGUAGES, MOVIE_LIMITS } from '@cinema/contracts/browser';
import { TextField } from '@/components/form/text-field';
import type { MovieFieldsState } from '../hooks/use-movie-fields';
import { ChoiceGroup } from './ui/choice-group';
import { FormSection } from './ui/form-section';
import { TextAreaField } from './ui/text-area-field';

interface MovieFormProps {
  form: Pick<MovieFieldsState, 'values' | 'errors' | 'setField'> & {
    submit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Focus the first field (after the add form was reset for the next movie). */
  autoFocus?: boolean;
  /** The rest after the Details card (MovieFormRest): each page decides when its code loads. */
  children: ReactNode;
}

/** The add and update forms: the Details card, then the rest of the form. */
export function MovieForm({ form, autoFocus, children }: MovieFormProps) {
  const { values, errors, setField } = form;
  return (
    <form noValidate onSubmit={form.submit} className="space-y-6">
      <FormSection title="Details">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_13rem]">
          <div data-field="movieName">
            <TextField
              label="Movie name"
              name="movieName"
              autoComplete="off"
              autoFocus={autoFocus}
              maxLength={MOVIE_LIMITS.nameLength}
              value={values.movieName}
              error={errors.movieName}
              onChange={(event) => setField('movieName', event.target.value)}
            />
          </div>
          <div data-field="releaseDate">
            <TextField
              label="Release date"
              name="releaseDate"
              type="date"
              value={values.releaseDate}
              error={errors.releaseDate}
              onChange={(event) => setField('releaseDate', event.target.value)}
            />
          </div>
        </div>
        <div data-field="summary">
          <TextAreaField
            label="Summary"
            name="summary"
            rows={5}
            maxLength={MOVIE_LIMITS.summaryLength}
            hint={`${values.summary.length} of ${MOVIE_LIMITS.summaryLength} characters`}
            value={values.summary}
            error={errors.summary}
            onChange={(event) => setField('summary', event.target.value)}
          />
        </div>
        <ChoiceGroup
          legend="Categories"
          name="categories"
          hint="Optional."
          options={CATEGORIES}
          value={values.categories}
          error={errors.categories}
          onChange={(next) => setField('categories', next)}
        />
        <ChoiceGroup
          legend="Genres"
          name="genres"
          options={GENRES}
          value={values.genres}
          error={errors.genres}
          onChange={(next) => setField('genres', next)}
        />
        <ChoiceGroup
          legend="Supporting languages"
          name="supportingLanguages"
          options={LANGUAGES}
          value={values.supportingLanguages}
          error={errors.supportingLanguages}
          onChange={(next) => setField('supportingLanguages', next)}
        />
      </FormSection>

      {children}
    </form>
  );
}
