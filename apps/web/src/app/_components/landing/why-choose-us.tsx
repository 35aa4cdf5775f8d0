import { Globe, Lock, ShieldCheck, type LucideIcon } from "lucide-react";

const REASONS: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Certified operators",
    description:
      "Every operator is licensed, insured and verified before they can take on work.",
    icon: ShieldCheck,
  },
  {
    title: "Secure payments",
    description:
      "Pay through the platform: your money is held safely and released only when the job is done.",
    icon: Lock,
  },
  {
    title: "Global coverage",
    description: "Find professional drone pilots in cities around the world, wherever your project is.",
    icon: Globe,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
            Why choose Skyhire?
          </h2>
          <p className="mt-3 text-muted-foreground">Professional results with peace of mind.</p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-8 md:grid-cols-3">
          {REASONS.map(({ title, description, icon: Icon }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
