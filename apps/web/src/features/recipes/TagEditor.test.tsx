import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import { ApiError } from '../../lib/api';
import { TagEditor } from './TagEditor';

/** The editor as a saved recipe uses it: the saved tags change once a save succeeds. */
function Harness({ save }: { save: jest.Mock<Promise<unknown>, [string[]]> }) {
  const [tags, setTags] = useState(['dinner', 'quick']);
  return <TagEditor tags={tags} onSave={(next) => save(next).then(() => setTags(next))} />;
}

function setup(save = jest.fn<Promise<unknown>, [string[]]>(async () => undefined)) {
  const user = userEvent.setup();
  renderWithProviders(<Harness save={save} />);
  const tagNames = () =>
    within(screen.getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .filter((t) => t && t !== 'Add tag');
  return { user, save, tagNames };
}

describe('TagEditor', () => {
  it('adds a tag on Enter and saves the whole list', async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), '  soup {Enter}');
    expect(save).toHaveBeenCalledWith(['dinner', 'quick', 'soup']);
    expect(tagNames()).toEqual(['dinner', 'quick', 'soup']);
    // The box stays open for the next tag, empty.
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveValue('');
  });

  it("keeps adding: 'holiday⏎baking⏎' adds both, and Escape then closes", async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'holiday{Enter}baking{Enter}');
    expect(save).toHaveBeenLastCalledWith(['dinner', 'quick', 'holiday', 'baking']);
    await waitFor(() => expect(tagNames()).toEqual(['dinner', 'quick', 'holiday', 'baking']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New tag' })).not.toBeInTheDocument();
  });

  it('a comma ends a tag as Enter does', async () => {
    const { user, save } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'holiday, bak');
    expect(save).toHaveBeenLastCalledWith(['dinner', 'quick', 'holiday']);
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveValue('bak');
  });

  it("pasted 'a, b, c' adds three", async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.paste('a, b, c');
    expect(save).toHaveBeenCalledWith(['dinner', 'quick', 'a', 'b', 'c']);
    await waitFor(() => expect(tagNames()).toEqual(['dinner', 'quick', 'a', 'b', 'c']));
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveValue('');
  });

  it('cancels on Escape without saving', async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'soup{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New tag' })).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(tagNames()).toEqual(['dinner', 'quick']);
  });

  it('adds non-empty text on blur, and ignores blank text', async () => {
    const { user, save } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), '   ');
    await user.click(document.body);
    expect(save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'spicy');
    await user.click(document.body);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(['dinner', 'quick', 'spicy']);
  });

  it('ignores a duplicate, whatever its case', async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'Dinner{Enter}');
    expect(save).not.toHaveBeenCalled();
    expect(tagNames()).toEqual(['dinner', 'quick']);
  });

  it('removes a tag', async () => {
    const { user, save, tagNames } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove tag dinner' }));
    expect(save).toHaveBeenCalledWith(['quick']);
    await waitFor(() => expect(tagNames()).toEqual(['quick']));
  });

  it('shows the edit at once and reverts it with a toast when the save fails', async () => {
    let fail: (error: unknown) => void = () => {};
    const save = jest.fn<Promise<unknown>, [string[]]>(() => new Promise((_, reject) => (fail = reject)));
    const { user, tagNames } = setup(save);
    await user.click(screen.getByRole('button', { name: 'Remove tag quick' }));
    expect(tagNames()).toEqual(['dinner']);

    fail(new ApiError(500, 'Internal error', undefined, ''));
    expect(await screen.findByText('Failed to update tags')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(tagNames()).toEqual(['dinner', 'quick']);
  });

  it('is disabled in preview', () => {
    renderWithProviders(<TagEditor tags={['dinner']} />);
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeDisabled();
    expect(screen.getByText('Please save recipe to edit tags')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tag dinner' })).not.toBeInTheDocument();
  });
});
