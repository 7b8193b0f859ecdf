import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CreateGroceryList } from './CreateGroceryList';
import { GroceryChecklist } from './GroceryChecklist';
import { GroceryLibrary } from './GroceryLibrary';
import { useLiveUpdates } from '../live/use-live-updates';

/** Where the tool lives, and where one opened list lives (a reload keeps it open). */
export const GROCERY_TOOL_PATH = '/tools/grocery';
export const groceryListPath = (id: string) => `${GROCERY_TOOL_PATH}/lists/${encodeURIComponent(id)}`;
const LIST_PATH = /^\/tools\/grocery\/lists\/([^/]+)\/?$/;

/** The list the address opens, if any. */
function useOpenListId(): string | null {
  const match = LIST_PATH.exec(useLocation().pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Spec §2 "Smart Grocery Lists": create with a live preview, the stored lists, one list to shop with. */
export function GroceryListsTool() {
  useLiveUpdates();
  const openId = useOpenListId();
  const navigate = useNavigate();
  const open = useCallback((id: string) => void navigate(groceryListPath(id)), [navigate]);
  const close = useCallback(() => void navigate(GROCERY_TOOL_PATH), [navigate]);
  return (
    <div className="space-y-6">
      <div>
        <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
          Smart Grocery Lists
        </h2>
        <p className="text-sm text-stone-600">
          Pick recipes and get one list, with the same ingredients added up.
        </p>
      </div>
      {openId ? (
        <GroceryChecklist id={openId} onBack={close} />
      ) : (
        <>
          <CreateGroceryList onCreated={(list) => open(list.id)} />
          <GroceryLibrary onOpen={open} />
        </>
      )}
    </div>
  );
}
