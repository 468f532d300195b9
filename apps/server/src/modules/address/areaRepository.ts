import type { Queryable } from '../../db/database';
import { areaRows } from './iraqAreas';

export interface AreaRecord {
  id: number;
  parentId: number;
  areaName: string;
  areaEnName: string;
  areaKuName: string;
  areaArName: string;
  hasChildren: boolean;
}

/**
 * Writes the area tree, correcting names that changed; safe at every start. One statement, so a
 * new database gets every area at once.
 */
export async function upsertAreas(db: Queryable): Promise<void> {
  const rows = areaRows();
  const values = rows.map((_, index) => {
    const at = index * 7;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
  });
  const params = rows.flatMap((row) => [row.id, row.parentId, row.sort, ...row.names]);
  await db.query(
    `INSERT INTO area (id, parent_id, sort, area_name, area_en_name, area_ku_name, area_ar_name)
     VALUES ${values.join(', ')}
     ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, sort = excluded.sort,
       area_name = excluded.area_name, area_en_name = excluded.area_en_name,
       area_ku_name = excluded.area_ku_name, area_ar_name = excluded.area_ar_name`,
    params,
  );
}

interface AreaDbRow {
  id: number;
  parent_id: number;
  area_name: string;
  area_en_name: string;
  area_ku_name: string;
  area_ar_name: string;
  has_children: boolean;
}

const SELECT_AREA = `SELECT a.id, a.parent_id, a.area_name, a.area_en_name, a.area_ku_name, a.area_ar_name,
         EXISTS (SELECT 1 FROM area c WHERE c.parent_id = a.id) AS has_children
    FROM area a`;

function toAreaRecord(row: AreaDbRow): AreaRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    areaName: row.area_name,
    areaEnName: row.area_en_name,
    areaKuName: row.area_ku_name,
    areaArName: row.area_ar_name,
    hasChildren: row.has_children,
  };
}

/** The children of an area (0: the countries), in their order, each saying whether it has children. */
export async function childAreas(db: Queryable, parentId: number): Promise<AreaRecord[]> {
  const rows = await db.query<AreaDbRow>(`${SELECT_AREA} WHERE a.parent_id = $1 ORDER BY a.sort, a.id`, [
    parentId,
  ]);
  return rows.map(toAreaRecord);
}

/** One area, or null. */
export async function findArea(db: Queryable, id: number): Promise<AreaRecord | null> {
  const rows = await db.query<AreaDbRow>(`${SELECT_AREA} WHERE a.id = $1`, [id]);
  return rows[0] ? toAreaRecord(rows[0]) : null;
}
