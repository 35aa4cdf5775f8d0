import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@skyhire/ui";
import { Building, Camera, HardHat, Heart, House, Layers, Ruler, Sprout, type LucideIcon } from "lucide-react";

const CATEGORIES: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Building Inspection",
    description: "Roofs, facades and hard-to-reach structures inspected safely from the air.",
    icon: Building,
  },
  {
    title: "3D Mapping",
    description: "LiDAR and photogrammetry models, orthomosaics and point clouds.",
    icon: Layers,
  },
  {
    title: "Aerial Photography",
    description: "Stills and 4K video for marketing, film and brand content.",
    icon: Camera,
  },
  {
    title: "Surveying",
    description: "Topographic and volumetric surveys with survey-grade accuracy.",
    icon: Ruler,
  },
  { title: "Real Estate", description: "Property showcases that help listings stand out.", icon: House },
  {
    title: "Wedding & Events",
    description: "Unforgettable aerial coverage of your special day or event.",
    icon: Heart,
  },
  {
    title: "Construction",
    description: "Progress monitoring, site documentation and stockpile measurement.",
    icon: HardHat,
  },
  {
    title: "Agriculture",
    description: "Crop health, multispectral imaging and field analysis.",
    icon: Sprout,
  },
];

export function Categories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
          Drone services for every industry
        </h2>
        <p className="mt-3 text-muted-foreground">
          From a single roof inspection to a city-scale survey, find the right operator for the job.
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader>
                <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{description}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
