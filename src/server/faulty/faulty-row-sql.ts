import { type SQL, sql } from 'drizzle-orm';
import { FAULTY_STATUS_LABELS, type FaultyStatus, type FaultyTicket } from '../../shared/contract/faulty.js';
import { type Db, queryRows, toIso } from '../db/sql.js';
import { notFoundError } from '../lib/app-error.js';
import { type FaultyScope, faultyScopeSql } from './faulty-scope.js';

/**
 * A ticket as the lists and the detail answer it (contract faultyTicketSchema), read in one
 * statement: product, reseller and supply joined by id, the sale's time by its id, the photos
 * aggregated. The decision's fields are left out while the ticket waits (spec 3 §2.9).
 */
export interface FaultyDb {
  id: number;
  created_at: Date | string;
  status: FaultyStatus;
  unit_id: number | null;
  serial_no: string | null;
  sale_completed_at: Date | string | null;
  model_id: number;
  model_name: string;
  barcode: string;
  brand_name: string;
  sub_category_name: string;
  category_name: string;
  reseller_id: number;
  reseller_code: string;
  reseller_name: string;
  reseller_email: string | null;
  reseller_phone: string | null;
  main_area: string | null;
  area: string | null;
  province: string | null;
  district: string | null;
  address_text: string | null;
  supply_id: number;
  supply_name: string;
  supply_code: string;
  description: string;
  sale_date: string;
  photos: { id: number | string; contentType: string; size: number }[] | string | null;
  decided_at: Date | string | null;
  reject_description: string | null;
  new_serial_no: string | null;
  cargo_name: string | null;
  cargo_code: string | null;
}

/** The rows of the tickets `where` selects (over `t`). */
export const faultyRowsWhere = (where: SQL) => sql`
  select t.id, t.created_at, t.status, t.unit_id, t.serial_no, sa.completed_at as sale_completed_at,
    t.model_id, m.name as model_name, m.barcode, b.name as brand_name, sc.name as sub_category_name, c.name as category_name,
    t.reseller_id, r.code as reseller_code, r.name as reseller_name, r.email as reseller_email, r.phone_number as reseller_phone,
    r.main_area, r.area, r.province, r.district, r.address_text,
    t.supply_id, s.name as supply_name, s.code as supply_code, t.description, to_char(t.sale_date, 'YYYY-MM-DD') as sale_date,
    (select coalesce(json_agg(json_build_object('id', p.id, 'contentType', p.content_type, 'size', p.size) order by p.position), '[]'::json)
       from faulty_product_photos p where p.ticket_id = t.id) as photos,
    t.decided_at, t.reject_description, t.new_serial_no, t.cargo_name, t.cargo_code
  from faulty_product_tickets t
  join models m on m.id = t.model_id join brands b on b.id = m.brand_id
  join sub_categories sc on sc.id = t.sub_category_id join categories c on c.id = t.category_id
  join resellers r on r.id = t.reseller_id join supplies s on s.id = t.supply_id
  left join sales sa on sa.id = t.sale_id
  where ${where}`;

/** The list machinery's rows of a page's keys. */
export const faultyRowsOf = (keys: SQL) => faultyRowsWhere(sql`t.id = any(${keys})`);

export function toFaultyRow(r: FaultyDb): FaultyTicket {
  const decided = r.status !== 'WAITING';
  const photos = (typeof r.photos === 'string' ? JSON.parse(r.photos) : (r.photos ?? [])) as { id: number | string; contentType: string; size: number }[];
  return {
    id: r.id,
    createDateTime: toIso(r.created_at)!,
    faultyProductInfoStatus: r.status,
    faultyProductInfoStatusDisplay: FAULTY_STATUS_LABELS[r.status],
    productSerialNo: r.unit_id !== null && r.serial_no !== null ? { id: r.unit_id, serialNo: r.serial_no, saleCompletedDateTime: toIso(r.sale_completed_at) } : null,
    model: { id: r.model_id, name: r.model_name, barcode: r.barcode, brandName: r.brand_name, subCategoryName: r.sub_category_name, categoryName: r.category_name },
    reseller: {
      id: r.reseller_id,
      code: r.reseller_code,
      name: r.reseller_name,
      email: r.reseller_email,
      phoneNumber: r.reseller_phone,
      mainArea: r.main_area,
      area: r.area,
      provinceName: r.province,
      districtName: r.district,
      addressText: r.address_text,
    },
    supply: { id: r.supply_id, name: r.supply_name, code: r.supply_code },
    description: r.description,
    saleDate: r.sale_date,
    photos: photos.map((p) => ({ id: Number(p.id), contentType: p.contentType, size: Number(p.size) })),
    completedDateTime: decided ? toIso(r.decided_at) : null,
    rejectDescription: decided ? r.reject_description : null,
    newSerialNo: decided ? r.new_serial_no : null,
    cargoName: decided ? r.cargo_name : null,
    cargoCode: decided ? r.cargo_code : null,
  };
}

/** GET detail/:id: the ticket when the caller's scope holds it, else 404 (as an unknown id). */
export async function faultyDetailOf(db: Db, scope: FaultyScope, id: number): Promise<FaultyTicket> {
  const [row] = await queryRows<FaultyDb>(db, faultyRowsWhere(sql`t.id = ${id}::int and ${faultyScopeSql(scope)}`));
  if (!row) throw notFoundError();
  return toFaultyRow(row);
}
