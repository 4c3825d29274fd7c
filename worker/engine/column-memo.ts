/**
 * Values that depend on one table object and a column of it alone (an adjuster per cell, the
 * priced rows of a block's lock column), computed on first use and kept as long as the table
 * lives: keyed weakly by the artifact's own objects, so a replaced artifact takes them along.
 */
export class ColumnMemo<T> {
  private readonly byOwner = new WeakMap<object, (T | undefined)[]>();

  get(owner: object, column: number): T | undefined {
    return this.byOwner.get(owner)?.[column];
  }

  set(owner: object, column: number, value: T): T {
    let columns = this.byOwner.get(owner);
    if (!columns) this.byOwner.set(owner, (columns = []));
    return (columns[column] = value);
  }
}
