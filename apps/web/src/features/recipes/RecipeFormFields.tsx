import { RECIPE_LIMITS } from '@cookmark/contracts';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../components/ui/cn';
import { inputClasses } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { GroupsField } from './GroupsField';
import type { RecipeTextField } from './recipe-form';
import { recipeFieldId, type RecipeFormState } from './use-recipe-form';

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'];
const textareaClasses = cn(inputClasses, 'h-auto min-h-28 py-2 leading-relaxed');

interface RecipeFormFieldsProps {
  form: RecipeFormState;
  titleRef: Ref<HTMLInputElement>;
}

/** The add/edit form's fields (spec §2), each with its label and message. */
export function RecipeFormFields({ form, titleRef }: RecipeFormFieldsProps) {
  const { values, errorOf, set } = form;
  const field = (name: RecipeTextField) => ({
    id: recipeFieldId(name),
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });
  const textarea = (name: RecipeTextField, label: string, placeholder?: string) => {
    const { value, onChange, ...wiring } = field(name);
    return (
      <TextField
        {...wiring}
        label={label}
        control={(control) => (
          <textarea
            {...control}
            value={value}
            rows={3}
            placeholder={placeholder}
            onChange={onChange}
            className={textareaClasses}
          />
        )}
      />
    );
  };

  // Lists in groups get the form's full width: each group has a heading and its controls.
  const grouped = [values.ingredients, values.instructions].some(
    (groups) => groups.length > 1 || groups.some((group) => group.name !== null),
  );

  return (
    <>
      <TextField
        ref={titleRef}
        {...field('title')}
        label={<RequiredLabel>Title</RequiredLabel>}
        required
        maxLength={RECIPE_LIMITS.title}
      />
      {textarea('description', 'Description')}
      <div className={cn('grid gap-4', !grouped && 'md:grid-cols-2')}>
        <GroupsField
          id={recipeFieldId('ingredients')}
          label="Ingredients (one per line)"
          noun="Ingredient"
          placeholder={'2 cups flour\n1 tsp salt'}
          groups={values.ingredients}
          onChange={set('ingredients')}
          error={errorOf('ingredients')}
        />
        <GroupsField
          id={recipeFieldId('instructions')}
          label="Instructions (one per line)"
          noun="Step"
          placeholder={'Preheat the oven.\nMix the dry ingredients.'}
          groups={values.instructions}
          onChange={set('instructions')}
          error={errorOf('instructions')}
        />
      </div>
      {textarea(
        'notes',
        'Notes (one per line)',
        'Note 1: a pizza stone gives a crisper base.\nKeeps 3 days in the fridge.',
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('prepTime')} label="Prep time" placeholder="15 minutes" />
        <TextField {...field('totalTime')} label="Total time" placeholder="45 minutes" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field('cookTime')} label="Cook time" placeholder="30 minutes" />
        <DifficultyField
          value={values.difficulty}
          error={errorOf('difficulty')}
          onChange={set('difficulty')}
        />
        <TextField
          {...field('servings')}
          label="Servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={RECIPE_LIMITS.servings}
          step={1}
          placeholder="4"
        />
      </div>
      <TextField
        {...field('tagsInput')}
        label="Tags (comma-separated)"
        placeholder="dinner, quick, vegetarian"
      />
      <TextField
        {...field('sourceUrl')}
        label="Source URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/recipe"
      />
    </>
  );
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden className="text-red-600">
        *
      </span>
    </>
  );
}

interface DifficultyFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Difficulty from the spec's three, keeping a value the page gave that is none of them. */
function DifficultyField({ value, error, onChange }: DifficultyFieldProps) {
  const options = value && !DIFFICULTIES.includes(value) ? [value, ...DIFFICULTIES] : DIFFICULTIES;
  return (
    <TextField
      id={recipeFieldId('difficulty')}
      label="Difficulty"
      error={error}
      control={(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        >
          <option value="">Not set</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
