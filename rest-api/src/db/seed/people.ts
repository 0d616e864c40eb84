import { hashPasswordForSeed } from '../../passwords.ts';
import { DAY, insertAll, pad, type SeedContext } from './context.ts';

interface Person {
  id: string;
  customDocId: string;
  name: string;
  email: string;
  phone: string;
  password: string | null;
  emailVerified: number;
  coin: number;
}

/** The accounts tests/helpers/fixtures.ts names, with their passwords. */
export const PEOPLE: Person[] = [
  {
    id: 'USR0001',
    customDocId: 'CUST0001',
    name: 'Rahul Sharma',
    email: 'demo@example.com',
    phone: '+919876543210',
    password: 'Demo@1234',
    emailVerified: 1,
    coin: 500,
  },
  {
    id: 'USR0002',
    customDocId: 'CUST0002',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876500002',
    password: 'Asha@1234',
    emailVerified: 1,
    coin: 0,
  },
  {
    id: 'USR0003',
    customDocId: 'CUST0003',
    name: 'Imran Khan',
    email: 'imran@example.com',
    phone: '+919876500003',
    password: 'Imran@1234',
    emailVerified: 0,
    coin: 0,
  },
  {
    id: 'USR0004',
    customDocId: 'CUST0004',
    name: 'Priya Nair',
    email: 'priya@example.com',
    phone: '+919876500004',
    password: null,
    emailVerified: 1,
    coin: 40,
  },
];

export const REVIEWERS = 40;

export async function seedUsers(ctx: SeedContext): Promise<void> {
  const { f, now } = ctx;
  const salt = () => Buffer.from(f.string.hexadecimal({ length: 32, prefix: '' }), 'hex');
  const rows = PEOPLE.map((p) => ({
    id: p.id,
    customDocId: p.customDocId,
    name: p.name,
    email: p.email,
    emailVerified: p.emailVerified,
    phone: p.phone,
    passwordHash: p.password ? hashPasswordForSeed(p.password, salt()) : null,
    coin: p.coin,
    profileUrl: `/images/users/${p.id}.webp`,
    gstNumber: p.password ? '27AAPFU0939F1ZV' : null,
    gstUsername: p.password ? p.name.split(' ')[0]!.toLowerCase() : null,
    gstVerified: p.password ? 1 : 0,
    createdAt: now - 400 * DAY,
  }));
  for (let i = 0; i < REVIEWERS; i++) {
    const id = `USR${pad(100 + i, 4)}`;
    const first = f.person.firstName();
    const last = f.person.lastName();
    rows.push({
      id,
      customDocId: `CUST${pad(100 + i, 4)}`,
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.net`.toLowerCase(),
      emailVerified: 1,
      phone: `+9198${f.string.numeric(8)}`,
      passwordHash: null,
      coin: 0,
      profileUrl: `/images/users/${id}.webp`,
      gstNumber: null,
      gstUsername: null,
      gstVerified: 0,
      createdAt: now - f.number.int({ min: 30, max: 700 }) * DAY,
    });
  }
  await insertAll(ctx.db, 'users', rows);

  const address = (userId: string, o: Record<string, unknown>) => ({
    userId,
    alternativePhoneNumber: null,
    typeOfAddress: 'Home',
    primaryAddress: 0,
    landMark: null,
    country: 'India',
    latitude: null,
    longitude: null,
    ...o,
  });
  await insertAll(ctx.db, 'addresses', [
    address('USR0001', {
      name: 'Rahul Sharma',
      phoneNumber: '9876543210',
      houseName: '12 Sea View Apartments',
      localArea: 'Colaba',
      landMark: 'Near Regal Cinema',
      pincode: '400001',
      state: 'Maharashtra',
      alternativePhoneNumber: '9123456780',
    }),
    address('USR0001', {
      name: 'Rahul Sharma',
      phoneNumber: '9876543210',
      typeOfAddress: 'Office',
      primaryAddress: 1,
      houseName: '4th Floor Prestige Tower',
      localArea: 'MG Road',
      landMark: 'Opposite Metro Station',
      pincode: '560001',
      state: 'Karnataka',
      latitude: 12.9756,
      longitude: 77.6066,
    }),
    address('USR0001', {
      name: 'Sunita Sharma',
      phoneNumber: '9811122233',
      houseName: 'C 45 Defence Colony',
      localArea: 'Connaught Place',
      pincode: '110001',
      state: 'Delhi',
    }),
    address('USR0002', {
      name: 'Asha Verma',
      phoneNumber: '9876500002',
      primaryAddress: 1,
      houseName: '7 Lake Road',
      localArea: 'Ballygunge',
      pincode: '700001',
      state: 'West Bengal',
    }),
    address('USR0004', {
      name: 'Priya Nair',
      phoneNumber: '9876500004',
      primaryAddress: 1,
      houseName: 'TC 12 Kowdiar',
      localArea: 'Kowdiar',
      pincode: '695001',
      state: 'Kerala',
    }),
  ]);
}

/** Demo's and the second user's cart, wishlist and sharable lists. */
export async function seedShopping(ctx: SeedContext): Promise<void> {
  const at = (days: number) => ctx.now - days * DAY;
  await insertAll(ctx.db, 'cart_items', [
    { userId: 'USR0001', productId: 'PRD000010', quantity: 2, addedAt: at(1) },
    { userId: 'USR0001', productId: 'PRD000011', quantity: 1, addedAt: at(2) },
    { userId: 'USR0002', productId: 'PRD000010', quantity: 1, addedAt: at(1) },
  ]);
  await insertAll(
    ctx.db,
    'wishlist_items',
    ['PRD000012', 'PRD000013', 'PRD000014', 'PRD000015'].map((productId, i) => ({
      userId: 'USR0001',
      productId,
      addedAt: at(3 + i),
    })),
  );
  await insertAll(ctx.db, 'lists', [
    { id: 'LST0001', userId: 'USR0001', listName: 'Office Supplies', createdAt: at(20) },
    { id: 'LST0002', userId: 'USR0001', listName: 'Diwali Gifts', createdAt: at(10) },
    { id: 'LST0101', userId: 'USR0002', listName: 'Kitchen Restock', createdAt: at(5) },
  ]);
  await insertAll(ctx.db, 'list_items', [
    ...['PRD000016', 'PRD000017', 'PRD000018'].map((productId, i) => ({
      listId: 'LST0001',
      productId,
      addedAt: at(19 - i),
    })),
    ...['PRD000019', 'PRD000020', 'PRD000021'].map((productId, i) => ({
      listId: 'LST0002',
      productId,
      addedAt: at(9 - i),
    })),
    { listId: 'LST0101', productId: 'PRD000022', addedAt: at(4) },
  ]);
  await insertAll(ctx.db, 'tickets', [
    {
      id: 'TKT0001',
      userId: 'USR0001',
      issue: 'Order Issue',
      details: 'The outer box was damaged on arrival.',
      subject: 'Damaged package',
      departmentName: 'Customer Support',
      email: 'demo@example.com',
      mobileNo: '9876543210',
      name: 'Rahul Sharma',
      orderId: 'ORD0004',
      type: 'B2B',
      attachments: '[]',
      status: 'In Progress',
      createdAt: at(2),
    },
  ]);
}
