import { type customerProfiles, type BillingInfo } from "../schema";
import { CITY_INFO, type City } from "./cities";
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, type DemoAccount } from "./demo-accounts";
import { DAY_MS, Rng, seedId } from "./ids";
import { type NewUser } from "./operators";

export type NewCustomerProfile = typeof customerProfiles.$inferInsert;

export interface SeededCustomer {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  city: City;
  preferredContact: "email" | "phone" | "both";
  billingInfo: BillingInfo | null;
  paymentMethodId: string | null;
  isDemo: boolean;
}

const CUSTOMERS: Omit<SeededCustomer, "userId" | "email" | "isDemo" | "paymentMethodId">[] = [
  {
    firstName: "Grace",
    lastName: "Lin",
    company: "Lin Property Group",
    city: "Sydney",
    preferredContact: "email",
    billingInfo: { cardLast4: "4242", expMonth: 8, expYear: 2028, brand: "visa" },
  },
  {
    firstName: "Thomas",
    lastName: "Müller",
    company: "Müller Bau GmbH",
    city: "Berlin",
    preferredContact: "phone",
    billingInfo: { cardLast4: "5454", expMonth: 3, expYear: 2029, brand: "mastercard" },
  },
  {
    firstName: "Aisha",
    lastName: "Khan",
    company: "Khan Developments",
    city: "Dubai",
    preferredContact: "email",
    billingInfo: { cardLast4: "1881", expMonth: 11, expYear: 2027, brand: "visa" },
  },
  {
    firstName: "Ben",
    lastName: "Carter",
    company: "Carter & Co Realty",
    city: "London",
    preferredContact: "both",
    billingInfo: { cardLast4: "0005", expMonth: 6, expYear: 2028, brand: "amex" },
  },
  {
    firstName: "Mei",
    lastName: "Tanaka",
    company: "Sakura Events",
    city: "Tokyo",
    preferredContact: "email",
    billingInfo: null,
  },
  {
    firstName: "Rahul",
    lastName: "Verma",
    company: "Verma Agro Farms",
    city: "Delhi",
    preferredContact: "phone",
    billingInfo: { cardLast4: "4444", expMonth: 1, expYear: 2029, brand: "mastercard" },
  },
  {
    firstName: "Isabelle",
    lastName: "Dubois",
    company: "Dubois Architectes",
    city: "Paris",
    preferredContact: "email",
    billingInfo: { cardLast4: "3220", expMonth: 9, expYear: 2027, brand: "visa" },
  },
  {
    firstName: "Nathan",
    lastName: "Brooks",
    company: "Brooks Solar Installations",
    city: "Los Angeles",
    preferredContact: "email",
    billingInfo: { cardLast4: "9424", expMonth: 4, expYear: 2030, brand: "visa" },
  },
  {
    firstName: "Farah",
    lastName: "Aziz",
    company: "Aziz Plantations Sdn Bhd",
    city: "Kuala Lumpur",
    preferredContact: "both",
    billingInfo: null,
  },
  {
    firstName: "Hannah",
    lastName: "Wilson",
    company: null,
    city: "Auckland",
    preferredContact: "email",
    billingInfo: { cardLast4: "1117", expMonth: 12, expYear: 2028, brand: "discover" },
  },
];

const DEMO_CUSTOMER = DEMO_ACCOUNTS.find((a) => a.role === "customer");
const DEMO_CARD: BillingInfo = { cardLast4: "4242", expMonth: 12, expYear: 2030, brand: "visa" };

/**
 * The offline gateway's payment method id for a saved card (the form its tokenizer makes:
 * pm_offline_<brand>_<last4>_<mm>_<yyyy>_<hex>), so seeded customers can pay in test mode.
 */
function offlinePaymentMethodId(email: string, card: BillingInfo): string {
  const nonce = seedId(`pm:${email}`).replace(/-/g, "").slice(0, 8);
  const mm = String(card.expMonth).padStart(2, "0");
  return `pm_offline_${card.brand ?? "card"}_${card.cardLast4}_${mm}_${card.expYear}_${nonce}`;
}

/** The offline gateway's customer reference (payment-methods.ts reuses it in test mode). */
export function offlineCustomerRef(email: string): string {
  return `cus_offline_${seedId(`cus:${email}`).replace(/-/g, "").slice(0, 24)}`;
}

export function planCustomers(includeDemo: boolean): SeededCustomer[] {
  const list: SeededCustomer[] = CUSTOMERS.map((c, i) => {
    const email = `customer${i + 1}@skyhire.dev`;
    return {
      ...c,
      email,
      userId: seedId(`user:${email}`),
      paymentMethodId: c.billingInfo ? offlinePaymentMethodId(email, c.billingInfo) : null,
      isDemo: false,
    };
  });
  if (includeDemo && DEMO_CUSTOMER) {
    list.push({
      userId: seedId(`user:${DEMO_CUSTOMER.email}`),
      email: DEMO_CUSTOMER.email,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      company: "Morgan Harbour Properties",
      city: "Hong Kong",
      preferredContact: "email",
      billingInfo: DEMO_CARD,
      paymentMethodId: offlinePaymentMethodId(DEMO_CUSTOMER.email, DEMO_CARD),
      isDemo: true,
    });
  }
  return list;
}

export function customerUserRows(customers: SeededCustomer[], now: Date): NewUser[] {
  return customers.map((c) => {
    const createdAt = new Date(now.getTime() - new Rng(`user:${c.email}`).int(95, 400) * DAY_MS);
    return {
      id: c.userId,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      role: "customer",
      passwordHash: DEMO_PASSWORD_HASH,
      emailVerified: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function customerProfileRows(customers: SeededCustomer[], now: Date): NewCustomerProfile[] {
  return customers.map((c) => {
    const rng = new Rng(`customer-profile:${c.email}`);
    const createdAt = new Date(now.getTime() - rng.int(92, 94) * DAY_MS);
    return {
      id: seedId(`customer-profile:${c.email}`),
      userId: c.userId,
      name: `${c.firstName} ${c.lastName}`,
      phone: `${CITY_INFO[c.city].phone} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
      company: c.company,
      billingInfo: c.billingInfo,
      paymentMethodId: c.paymentMethodId,
      gatewayCustomerId: c.paymentMethodId ? offlineCustomerRef(c.email) : null,
      preferredContact: c.preferredContact,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** The admin of DEMO_ACCOUNTS, as a user row (no profile). */
export function adminUserRows(includeDemo: boolean, now: Date): NewUser[] {
  if (!includeDemo) return [];
  return DEMO_ACCOUNTS.filter((a: DemoAccount) => a.role === "admin").map((a) => {
    const createdAt = new Date(now.getTime() - 400 * DAY_MS);
    return {
      id: seedId(`user:${a.email}`),
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      role: "admin",
      passwordHash: DEMO_PASSWORD_HASH,
      emailVerified: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
