import type { Recipe } from '@cookmark/contracts';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { importPhoto, uploadPhoto } from './photos-api';

/**
 * After an imported recipe is saved: its page's photo, copied by the server (never linked from the
 * source site). A photo that cannot be had does not undo the save: the toast says why.
 */
export async function importPhotoOf(recipe: Recipe, image: string): Promise<void> {
  try {
    recipe.photo = (await importPhoto(recipe.id, image)).photo;
  } catch (error) {
    toast({
      title: "The recipe's photo could not be imported",
      description: errorMessage(error, 'You can add a photo on the recipe page.'),
      variant: 'destructive',
    });
  }
}

/**
 * After a recipe read from a photo of a cookbook page is saved: that photo, when the person chose to
 * keep it, uploaded as the recipe's photo. A photo that cannot be stored does not undo the save.
 */
export async function keepPhotoOf(recipe: Recipe, photo: Blob): Promise<void> {
  try {
    recipe.photo = await uploadPhoto(recipe.id, photo, () => undefined);
  } catch (error) {
    toast({
      title: "The page's photo could not be kept",
      description: errorMessage(error, 'You can add a photo on the recipe page.'),
      variant: 'destructive',
    });
  }
}
