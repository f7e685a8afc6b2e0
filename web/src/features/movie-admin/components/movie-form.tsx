import type { FormEvent } from 'react';
import type { Movie } from '@cinema/contracts';
import { CATEGORIES, GENRES, LANGUAGES, MOVIE_LIMITS } from '@cinema/contracts/browser';
import { FieldError } from '@/components/form/field-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { MovieFieldsState } from '../hooks/use-movie-fields';
import { CastInput } from './cast-input';
import { CrewInput } from './crew-input';
import { ChoiceGroup } from './ui/choice-group';
import { FormSection } from './ui/form-section';
import { ImageField } from './ui/image-field';
import { TextAreaField } from './ui/text-area-field';

interface MovieFormProps {
  form: MovieFieldsState & {
    submit: (event: FormEvent<HTMLFormElement>) => void;
    isSubmitting: boolean;
  };
  submitLabel: string;
  /** The spec's loading text: 'Adding...' or 'Updating...'. */
  loadingText: string;
  /** The stored images (update page), shown until new ones are picked. */
  current?: Movie['images'];
  /** Focus the first field (after the add form was reset for the next movie). */
  autoFocus?: boolean;
}

/** The add and update forms' fields, in three cards, with the error line and the submit button. */
export function MovieForm({ form, submitLabel, loadingText, current, autoFocus }: MovieFormProps) {
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

      <FormSection title="Cast and crew">
        <CastInput value={values.cast} error={errors.cast} onChange={(cast) => setField('cast', cast)} />
        <CrewInput value={values.crew} error={errors.crew} onChange={(crew) => setField('crew', crew)} />
      </FormSection>

      <FormSection title="Images">
        <div className="grid gap-6 sm:grid-cols-[15rem_minmax(0,1fr)]">
          <ImageField
            label="Thumbnail image"
            name="thumbnailImage"
            shape="portrait"
            picked={values.thumbnailImage}
            current={current?.thumbnail}
            error={errors.thumbnailImage}
            onPick={(file) => form.pickImage('thumbnailImage', file)}
          />
          <ImageField
            label="Banner image"
            name="bannerImage"
            shape="wide"
            picked={values.bannerImage}
            current={current?.banner}
            error={errors.bannerImage}
            onPick={(file) => form.pickImage('bannerImage', file)}
          />
        </div>
      </FormSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {form.formError && (
          <div role="alert" className="sm:mr-auto">
            <FieldError id="movie-form-error">{form.formError}</FieldError>
          </div>
        )}
        <SubmitButton
          loading={form.isSubmitting}
          loadingText={loadingText}
          aria-describedby={form.formError ? 'movie-form-error' : undefined}
          className="sm:w-auto sm:min-w-44 sm:px-8"
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
