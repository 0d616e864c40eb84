// Curated catalog vocabulary for the seed: a three-level category tree with what each leaf sells.

export interface LeafSpec {
  name: string;
  items: string[];
  variants: string[];
  /** List price range in rupees. */
  price: [number, number];
}

export interface TopSpec {
  id: string;
  name: string;
  brands: string[];
  children: { name: string; leaves: LeafSpec[] }[];
}

export const TOP_CATEGORIES: TopSpec[] = [
  {
    id: 'CAT125',
    name: 'Groceries',
    brands: ['Annapurna Foods', 'Desi Harvest', 'Chai Bagan', 'Kisan Gold', 'Masala Mandi'],
    children: [
      {
        name: 'Staples',
        leaves: [
          {
            name: 'Rice',
            items: ['Basmati Rice', 'Sona Masoori Rice', 'Kolam Rice', 'Brown Rice'],
            variants: ['1 kg', '5 kg', '10 kg', '25 kg'],
            price: [90, 2400],
          },
          {
            name: 'Atta & Flours',
            items: ['Chakki Atta', 'Besan', 'Ragi Flour', 'Maida'],
            variants: ['1 kg', '5 kg', '10 kg'],
            price: [60, 650],
          },
          {
            name: 'Dals & Pulses',
            items: ['Toor Dal', 'Moong Dal', 'Chana Dal', 'Masoor Dal', 'Rajma'],
            variants: ['500 g', '1 kg', '5 kg'],
            price: [70, 900],
          },
        ],
      },
      {
        name: 'Beverages',
        leaves: [
          {
            name: 'Tea',
            items: ['Assam CTC Tea', 'Darjeeling Leaf Tea', 'Masala Chai', 'Green Tea'],
            variants: ['250 g', '500 g', '1 kg', '100 bags'],
            price: [120, 1400],
          },
          {
            name: 'Coffee',
            items: ['Filter Coffee', 'Instant Coffee', 'Coorg Arabica Beans'],
            variants: ['200 g', '500 g', '1 kg'],
            price: [150, 1600],
          },
        ],
      },
      {
        name: 'Snacks',
        leaves: [
          {
            name: 'Biscuits',
            items: ['Butter Cookies', 'Marie Biscuits', 'Jeera Biscuits', 'Cream Biscuits'],
            variants: ['Pack of 6', 'Pack of 12', 'Carton of 48'],
            price: [60, 1200],
          },
          {
            name: 'Namkeen',
            items: ['Aloo Bhujia', 'Moong Dal Namkeen', 'Khatta Meetha', 'Ratlami Sev'],
            variants: ['200 g', '400 g', '1 kg'],
            price: [45, 420],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT130',
    name: 'Electronics',
    brands: ['Voltix', 'Sangeet Audio', 'Zentek', 'Bharat Cables', 'Tarang'],
    children: [
      {
        name: 'Mobile Accessories',
        leaves: [
          {
            name: 'Chargers',
            items: ['Fast Charger', 'Dual Port Wall Charger', 'Car Charger'],
            variants: ['20W', '33W', '65W'],
            price: [299, 2499],
          },
          {
            name: 'Power Banks',
            items: ['Slim Power Bank', 'Rugged Power Bank'],
            variants: ['10000 mAh', '20000 mAh'],
            price: [899, 3499],
          },
          {
            name: 'Cables',
            items: ['USB-C Cable', 'Lightning Cable', 'Braided Micro USB Cable'],
            variants: ['1 m', '1.5 m', '2 m'],
            price: [149, 999],
          },
        ],
      },
      {
        name: 'Audio',
        leaves: [
          {
            name: 'Headphones',
            items: ['Wireless Earbuds', 'Over-Ear Headphones', 'Neckband'],
            variants: ['Black', 'Blue', 'White'],
            price: [799, 7999],
          },
          {
            name: 'Speakers',
            items: ['Bluetooth Speaker', 'Soundbar', 'Party Speaker'],
            variants: ['10W', '20W', '40W'],
            price: [999, 14999],
          },
        ],
      },
      {
        name: 'Computer Peripherals',
        leaves: [
          {
            name: 'Keyboards',
            items: ['Wireless Keyboard', 'Mechanical Keyboard', 'Bilingual Keyboard'],
            variants: ['Black', 'Grey'],
            price: [499, 5999],
          },
          {
            name: 'Mice',
            items: ['Wireless Mouse', 'Ergonomic Mouse', 'Gaming Mouse'],
            variants: ['Black', 'White'],
            price: [299, 3499],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT140',
    name: 'Fashion',
    brands: ['Khadi Kraft', 'Urban Desi', 'Stride India', 'Banaras Looms'],
    children: [
      {
        name: "Men's Clothing",
        leaves: [
          {
            name: 'T-Shirts',
            items: ['Cotton Crew T-Shirt', 'Polo T-Shirt', 'Printed T-Shirt'],
            variants: ['S', 'M', 'L', 'XL'],
            price: [299, 1299],
          },
          {
            name: 'Kurtas',
            items: ['Cotton Kurta', 'Khadi Kurta', 'Linen Kurta'],
            variants: ['M', 'L', 'XL'],
            price: [599, 2999],
          },
        ],
      },
      {
        name: "Women's Clothing",
        leaves: [
          {
            name: 'Sarees',
            items: ['Banarasi Silk Saree', 'Cotton Saree', 'Chiffon Saree'],
            variants: ['Red', 'Green', 'Maroon', 'Blue'],
            price: [899, 9999],
          },
          {
            name: 'Kurtis',
            items: ['Printed Kurti', 'Anarkali Kurti', 'Straight Kurti'],
            variants: ['S', 'M', 'L', 'XL'],
            price: [399, 2499],
          },
        ],
      },
      {
        name: 'Footwear',
        leaves: [
          {
            name: 'Sports Shoes',
            items: ['Running Shoes', 'Walking Shoes', 'Training Shoes'],
            variants: ['UK 7', 'UK 8', 'UK 9', 'UK 10'],
            price: [999, 4999],
          },
          {
            name: 'Sandals',
            items: ['Kolhapuri Chappal', 'Floaters', 'Leather Sandals'],
            variants: ['UK 7', 'UK 8', 'UK 9'],
            price: [299, 1999],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT150',
    name: 'Home & Kitchen',
    brands: ['Rasoi Pro', 'Ghar Decor', 'SteelCraft', 'Pitambari Home'],
    children: [
      {
        name: 'Cookware',
        leaves: [
          {
            name: 'Pressure Cookers',
            items: ['Aluminium Pressure Cooker', 'Stainless Steel Pressure Cooker'],
            variants: ['3 L', '5 L', '7.5 L'],
            price: [1199, 4999],
          },
          {
            name: 'Tawas',
            items: ['Non-Stick Tawa', 'Cast Iron Dosa Tawa'],
            variants: ['26 cm', '28 cm', '30 cm'],
            price: [499, 2499],
          },
        ],
      },
      {
        name: 'Storage',
        leaves: [
          {
            name: 'Containers',
            items: ['Airtight Container Set', 'Steel Dabba Set', 'Masala Box'],
            variants: ['Set of 3', 'Set of 6', 'Set of 12'],
            price: [299, 1999],
          },
          {
            name: 'Bottles',
            items: ['Copper Water Bottle', 'Insulated Flask', 'Steel Bottle'],
            variants: ['750 ml', '1 L'],
            price: [349, 1499],
          },
        ],
      },
      {
        name: 'Home Decor',
        leaves: [
          {
            name: 'Lamps',
            items: ['Brass Diya', 'Table Lamp', 'Hanging Lantern'],
            variants: ['Small', 'Medium', 'Large'],
            price: [249, 3999],
          },
          {
            name: 'Wall Clocks',
            items: ['Wooden Wall Clock', 'Silent Sweep Wall Clock'],
            variants: ['30 cm', '40 cm'],
            price: [499, 2999],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT160',
    name: 'Beauty & Personal Care',
    brands: ['Ayurveda Roots', 'Glow Naturals', 'Kesh Kanti'],
    children: [
      {
        name: 'Skin Care',
        leaves: [
          {
            name: 'Face Wash',
            items: ['Neem Face Wash', 'Ubtan Face Wash', 'Charcoal Face Wash'],
            variants: ['100 ml', '150 ml'],
            price: [99, 499],
          },
          {
            name: 'Moisturisers',
            items: ['Aloe Vera Gel', 'Kumkumadi Cream', 'Cocoa Butter Lotion'],
            variants: ['50 g', '100 g', '200 ml'],
            price: [149, 899],
          },
        ],
      },
      {
        name: 'Hair Care',
        leaves: [
          {
            name: 'Shampoo',
            items: ['Shikakai Shampoo', 'Anti-Dandruff Shampoo', 'Onion Shampoo'],
            variants: ['200 ml', '400 ml', '1 L'],
            price: [149, 799],
          },
          {
            name: 'Hair Oil',
            items: ['Coconut Hair Oil', 'Bhringraj Oil', 'Amla Hair Oil'],
            variants: ['100 ml', '200 ml', '500 ml'],
            price: [99, 599],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT170',
    name: 'Industrial & Office Supplies',
    brands: ['Likho Stationery', 'PackRight', 'SafeGuard Industrial'],
    children: [
      {
        name: 'Stationery',
        leaves: [
          {
            name: 'Notebooks',
            items: ['Ruled Notebook', 'Spiral Notebook', 'Ledger Register'],
            variants: ['Pack of 6', 'Pack of 12', 'Carton of 48'],
            price: [120, 1800],
          },
          {
            name: 'Pens',
            items: ['Ball Pen', 'Gel Pen', 'Fountain Pen'],
            variants: ['Pack of 10', 'Pack of 50', 'Box of 100'],
            price: [50, 1500],
          },
        ],
      },
      {
        name: 'Packaging',
        leaves: [
          {
            name: 'Corrugated Boxes',
            items: ['3 Ply Box', '5 Ply Box'],
            variants: ['Pack of 25', 'Pack of 100'],
            price: [399, 4999],
          },
          {
            name: 'Tapes',
            items: ['BOPP Tape', 'Masking Tape', 'Fragile Printed Tape'],
            variants: ['Pack of 6', 'Pack of 24'],
            price: [149, 1299],
          },
        ],
      },
      {
        name: 'Safety',
        leaves: [
          {
            name: 'Gloves',
            items: ['Nitrile Gloves', 'Cotton Knitted Gloves', 'Cut Resistant Gloves'],
            variants: ['Pair', 'Pack of 12', 'Box of 100'],
            price: [49, 1999],
          },
          {
            name: 'Helmets',
            items: ['Safety Helmet', 'Ratchet Helmet'],
            variants: ['Yellow', 'White', 'Blue'],
            price: [199, 899],
          },
        ],
      },
    ],
  },
  {
    id: 'CAT190',
    name: 'Clearance & Surplus',
    brands: ['Lotwala'],
    children: [
      {
        name: 'Clearance Lots',
        leaves: [
          {
            name: 'Mixed Lots',
            items: ['Assorted Kitchen Lot', 'Assorted Stationery Lot'],
            variants: ['Lot of 10', 'Lot of 25'],
            price: [499, 2999],
          },
        ],
      },
    ],
  },
  {
    // A top-level category without products: hidden from the storefront's category bars.
    id: 'CAT199',
    name: 'Toys & Games',
    brands: [],
    children: [{ name: 'Board Games', leaves: [] }],
  },
];

/** A brand that exists but sells nothing (excluded from "Top Brands"). */
export const BRAND_WITHOUT_PRODUCTS = { brandId: 'BRD099', brandName: 'Naya Ghar' };

export const STORE_NAMES = [
  'Sharma Traders',
  'Gupta Wholesale Mart',
  'Lakshmi Enterprises',
  'Patel Brothers Supply',
  'Sri Balaji Agencies',
  'Kaveri Retail',
  'Mehta & Sons',
  'Ganga Distributors',
  'Royal Bazaar',
  'Shree Ganesh Stores',
  'Deccan Supplies',
  'Noor Trading Co',
  'Malabar Essentials',
  'Sahyadri Mart',
  'Punjab Wholesale Hub',
  'Eastern Traders',
  'Jaipur Handicraft House',
  'Coromandel Exports',
  'Narmada Sales',
  'Himalaya Bulk Store',
];

/** [pincode, city, state, deliverable] */
export const PINCODES: [string, string, string, boolean][] = [
  ['110001', 'New Delhi', 'Delhi', true],
  ['110017', 'New Delhi', 'Delhi', true],
  ['400001', 'Mumbai', 'Maharashtra', true],
  ['400076', 'Mumbai', 'Maharashtra', true],
  ['411001', 'Pune', 'Maharashtra', true],
  ['560001', 'Bengaluru', 'Karnataka', true],
  ['560034', 'Bengaluru', 'Karnataka', true],
  ['600001', 'Chennai', 'Tamil Nadu', true],
  ['641001', 'Coimbatore', 'Tamil Nadu', true],
  ['700001', 'Kolkata', 'West Bengal', true],
  ['500001', 'Hyderabad', 'Telangana', true],
  ['380001', 'Ahmedabad', 'Gujarat', true],
  ['395003', 'Surat', 'Gujarat', true],
  ['302001', 'Jaipur', 'Rajasthan', true],
  ['226001', 'Lucknow', 'Uttar Pradesh', true],
  ['208001', 'Kanpur', 'Uttar Pradesh', true],
  ['800001', 'Patna', 'Bihar', true],
  ['682001', 'Kochi', 'Kerala', true],
  ['695001', 'Thiruvananthapuram', 'Kerala', true],
  ['751001', 'Bhubaneswar', 'Odisha', true],
  ['160017', 'Chandigarh', 'Chandigarh', true],
  ['452001', 'Indore', 'Madhya Pradesh', true],
  ['462001', 'Bhopal', 'Madhya Pradesh', true],
  ['781001', 'Guwahati', 'Assam', true],
  ['141001', 'Ludhiana', 'Punjab', true],
  ['530001', 'Visakhapatnam', 'Andhra Pradesh', true],
  ['194101', 'Leh', 'Ladakh', false],
  ['744101', 'Port Blair', 'Andaman and Nicobar Islands', false],
  ['737101', 'Gangtok', 'Sikkim', false],
  ['795001', 'Imphal', 'Manipur', false],
];

export const FAQ: [string, string][] = [
  [
    'How do I track my order?',
    '<p>Open <strong>My Account &gt; My Orders</strong> and choose <em>Track Order</em> on the item. The tracker shows each step from Order Placed to Delivered.</p>',
  ],
  [
    'Can I cancel an item after placing the order?',
    '<p>Yes, while the item is being processed or is on the way. Open the order and choose <strong>Cancel Item</strong>. Cancellation is free.</p>',
  ],
  [
    'What are Thara Coins?',
    '<p>Thara Coins are loyalty coins. One coin is worth ₹0.10 and you can redeem up to 10% of an order total at checkout.</p>',
  ],
  [
    'Which payment methods are accepted?',
    '<ul><li>UPI and other online methods</li><li>Cash on Delivery for single-product orders</li></ul>',
  ],
  [
    'How do I register my business account?',
    '<p>Choose <strong>Sign Up</strong>, fill in your details and verify your GSTIN with the one-time code sent for it.</p>',
  ],
  [
    'What is the minimum order quantity (MOQ)?',
    '<p>Business prices apply from the MOQ shown on each product page. Tier prices drop as the quantity grows.</p>',
  ],
  [
    'How are refunds processed?',
    '<p>Refunds go to the original payment method or to your wallet, as you choose when cancelling. They take 5 to 7 working days.</p>',
  ],
  [
    'Do you deliver to my pincode?',
    '<p>Enter your pincode on any product page and choose <strong>Check</strong> to see whether we deliver there.</p>',
  ],
];
