import { type Kysely, sql } from 'kysely';

/**
 * The food a person chose for one ingredient line of a recipe (nutrition from ingredients): the
 * line as written is the key, so a choice follows the line when lines are reordered, and is simply
 * not used once the line is edited away. The food id is a USDA SR26 NDB number of the committed
 * food table (libs/kitchen/src/nutrition). A choice goes with its recipe (cascade), and the recipe
 * with its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('recipes')
    .createTable('nutrition_choices')
    .addColumn('recipe_id', 'uuid', (c) => c.notNull().references('recipes.recipes.id').onDelete('cascade'))
    .addColumn('line', 'text', (c) => c.notNull().check(sql`char_length(line) between 1 and 2000`))
    .addColumn('food_id', 'text', (c) => c.notNull().check(sql`food_id ~ '^[0-9]{4,6}$'`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('nutrition_choices_pkey', ['recipe_id', 'line'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('recipes').dropTable('nutrition_choices').execute();
}
