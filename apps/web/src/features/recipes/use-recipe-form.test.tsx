import { act, renderHook } from '@testing-library/react';
import { newRecipeForm, type RecipeFormValues } from './recipe-form';
import { useRecipeForm } from './use-recipe-form';

const lines = (text: string) => [{ key: 'g1', name: null, lines: text }];

function renderForm(initialValues: RecipeFormValues, serverErrors?: Record<string, string | undefined>) {
  const onSave = jest.fn(async () => undefined);
  const onDirtyChange = jest.fn();
  const hook = renderHook(() => useRecipeForm({ initialValues, serverErrors, onSave, onDirtyChange }));
  return { hook, onSave, onDirtyChange };
}

describe('useRecipeForm', () => {
  test('a save with required fields empty names them and sends nothing', () => {
    const { hook, onSave } = renderForm(newRecipeForm(4));
    act(() => hook.result.current.save());
    expect(onSave).not.toHaveBeenCalled();
    expect(hook.result.current.errorOf('title')).toBe('Title is required');
    expect(hook.result.current.errorOf('ingredients')).toBeDefined();
  });

  test('a complete form is saved with the values typed, and reports itself dirty', () => {
    const { hook, onSave, onDirtyChange } = renderForm(newRecipeForm(4));
    act(() => {
      hook.result.current.set('title')('Toast');
      hook.result.current.set('ingredients')(lines('2 slices bread'));
      hook.result.current.set('instructions')(lines('Toast the bread.'));
    });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    act(() => hook.result.current.save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Toast' }));
  });

  test("the server's message shows under its field until that field is edited", () => {
    const { hook } = renderForm(newRecipeForm(4), { tags: 'Too many tags', servings: 'Too many' });
    expect(hook.result.current.errorOf('tagsInput')).toBe('Too many tags');
    act(() => hook.result.current.set('tagsInput')('dinner'));
    expect(hook.result.current.errorOf('tagsInput')).toBeUndefined();
    expect(hook.result.current.errorOf('servings')).toBe('Too many');
  });
});
