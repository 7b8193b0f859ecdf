import { useState } from 'react';
import { CreateGroceryList } from './CreateGroceryList';
import { GroceryChecklist } from './GroceryChecklist';
import { GroceryLibrary } from './GroceryLibrary';

/** Spec §2 "Smart Grocery Lists": create with a live preview, the stored lists, one list to shop with. */
export function GroceryListsTool() {
  const [openId, setOpenId] = useState<string | null>(null);
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
        <GroceryChecklist id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <CreateGroceryList onCreated={(list) => setOpenId(list.id)} />
          <GroceryLibrary onOpen={setOpenId} />
        </>
      )}
    </div>
  );
}
