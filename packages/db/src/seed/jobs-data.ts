import { type BudgetRange, type JobCategory, type SpecialRequirement } from "@skyhire/validators";

export interface JobTemplate {
  /** `{city}` is replaced with the job's location. */
  title: string;
  description: string;
  budget: BudgetRange;
  requirements: SpecialRequirement[];
}

export const JOB_TEMPLATES: Record<JobCategory, JobTemplate[]> = {
  "real-estate": [
    {
      title: "Aerial photos for a 4-bedroom house listing in {city}",
      description:
        "We are listing a family home on a large corner block and need 15-20 aerial photos showing the garden, pool and nearby park. The shoot should happen on a clear morning this week so the listing can go live on Friday.",
      budget: "250-500",
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Twilight drone video for a waterfront villa",
      description:
        "Luxury villa with a private jetty. Looking for a 60-90 second twilight video plus 10 stills for a premium campaign. Interior lights will be on; please include a vertical cut for Instagram Reels.",
      budget: "1000-2500",
      requirements: ["4k-video", "night-flight", "insured"],
    },
    {
      title: "Aerial views for an apartment pre-sale in {city}",
      description:
        "Developer needs view photography from levels 12, 20 and 28 of a site still under construction, showing what buyers will see from each floor. Images must be tagged by level and orientation for the sales gallery.",
      budget: "500-1000",
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Drone shots of a rural lifestyle property",
      description:
        "Twelve hectares with a house, sheds and a dam. We need a few aerial photos and a simple boundary overlay so buyers understand the size of the land. Access is easy and the owners are happy for you to visit any weekday.",
      budget: "250-500",
      requirements: ["licensed-pilot"],
    },
  ],
  wedding: [
    {
      title: "Drone coverage for our wedding in {city}",
      description:
        "Outdoor ceremony for 120 guests followed by a garden reception. We would love aerial shots of the venue, the ceremony exit and a sunset couple portrait. Our videographer is happy to coordinate on the day.",
      budget: "500-1000",
      requirements: ["4k-video", "licensed-pilot", "insured"],
    },
    {
      title: "Aerial filming for a corporate anniversary event",
      description:
        "Our company celebrates 25 years with an evening event on a rooftop terrace. We need aerial footage of the venue setup, the arrival of guests and the fireworks at 21:00, edited into a two-minute highlight film.",
      budget: "1000-2500",
      requirements: ["4k-video", "night-flight", "insured"],
    },
    {
      title: "Festival overview shots for a weekend music event",
      description:
        "Two-day outdoor festival expecting 8,000 visitors. Looking for a crew to capture crowd-safe aerial footage of the stages and site for our aftermovie and next year's sponsor deck. Flights must avoid flying over the audience.",
      budget: "2500+",
      requirements: ["4k-video", "licensed-pilot", "insured"],
    },
    {
      title: "Engagement photo session with drone in {city}",
      description:
        "A short sunrise engagement shoot at the waterfront. We want a handful of wide aerial portraits and a short clip we can use for our save-the-date video. About one hour on location, flexible on the exact date.",
      budget: "0-250",
      requirements: ["raw-photos"],
    },
  ],
  construction: [
    {
      title: "Monthly progress photos for a mid-rise build in {city}",
      description:
        "Eight-storey residential building, currently at level 3. We need aerial progress photos from the same five angles every month for the next 10 months, delivered to our project portal within two days of each visit.",
      budget: "1000-2500",
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Earthworks volume check for a subdivision",
      description:
        "Civil contractor needs cut and fill volumes for a 6 ha subdivision to reconcile with the design surface. Ground control can be provided by our surveyor. Please quote for one survey with a comparison report.",
      budget: "1000-2500",
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Roof handover inspection on a new warehouse",
      description:
        "Before practical completion we need a detailed drone inspection of a 4,000 m2 metal roof: fixings, flashings, gutters and skylights. A short defect report with photos is required for the handover meeting.",
      budget: "500-1000",
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Site context video for a planning application in {city}",
      description:
        "Architects need a short aerial video and stills of a brownfield site and its surroundings to support a planning submission. Camera positions will be agreed in advance so we can overlay the proposed massing.",
      budget: "500-1000",
      requirements: ["4k-video", "licensed-pilot"],
    },
  ],
  agriculture: [
    {
      title: "NDVI crop health survey for 80 ha of wheat",
      description:
        "We want to spot nitrogen stress before the next fertiliser application. Looking for multispectral imagery, NDVI maps and a prescription-ready shapefile. The farm is 40 minutes out of {city} with good road access.",
      budget: "500-1000",
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Vineyard canopy mapping before harvest",
      description:
        "Family vineyard with 14 blocks. We need canopy vigour maps to plan selective harvest, ideally flown in the next two weeks. Previous season data can be shared for comparison if that helps.",
      budget: "1000-2500",
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Thermal livestock count on a cattle station",
      description:
        "Early-morning thermal flights to count cattle across three large paddocks and check water troughs and fences. The property is remote, so please include travel in the quote and let us know how many days you need.",
      budget: "1000-2500",
      requirements: ["thermal-imaging", "licensed-pilot"],
    },
    {
      title: "Irrigation leak detection on an orchard near {city}",
      description:
        "Drip irrigation across 25 ha of avocado trees is losing pressure. We need thermal and RGB mapping to find leaks and dry zones, delivered as a map our farm manager can use on a tablet.",
      budget: "500-1000",
      requirements: ["thermal-imaging", "licensed-pilot", "insured"],
    },
  ],
  inspection: [
    {
      title: "Roof inspection after storm damage in {city}",
      description:
        "Two-storey house with a tiled roof; several tiles moved during last week's storm. The insurer needs clear photos of the damage and the ridge capping. Access from the street is fine and the owner will be home.",
      budget: "0-250",
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Thermal inspection of a 2 MW rooftop solar system",
      description:
        "Commercial rooftop array on a distribution centre showing a 6% yield drop. We need a radiometric thermal survey under good irradiance with a classified anomaly list and module locations for our O&M contractor.",
      budget: "1000-2500",
      requirements: ["thermal-imaging", "licensed-pilot", "insured"],
    },
    {
      title: "Facade inspection of a 22-storey residential tower",
      description:
        "The building requires its periodic facade inspection. We need zoom imagery of all four elevations mapped to a grid so our engineer can complete the report. Flights must be scheduled around residents' notice periods.",
      budget: "2500+",
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Chimney and steeple inspection for a heritage church",
      description:
        "Our parish needs a condition survey of the bell tower, steeple and chimney stacks before applying for restoration funding. Close-up photos of the stonework and lead roofing would be ideal.",
      budget: "500-1000",
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
  ],
  mapping: [
    {
      title: "Orthomosaic map of a 30 ha industrial estate in {city}",
      description:
        "Property manager needs an up-to-date orthophoto of the whole estate at 3 cm resolution for the asset register and tenant planning. GeoTIFF and a shareable web map are both required.",
      budget: "1000-2500",
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "3D model of a school campus for a masterplan",
      description:
        "Architects are preparing a campus masterplan and need a textured 3D mesh and point cloud of six buildings and the surrounding grounds. Flights must take place during school holidays.",
      budget: "2500+",
      requirements: ["licensed-pilot", "insured", "4k-video"],
    },
    {
      title: "Coastal erosion mapping along a 2 km beach",
      description:
        "Council project to monitor dune erosion. We need an orthophoto and elevation model now and again in six months, flown on the same routes so the two surveys can be compared directly.",
      budget: "1000-2500",
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Festival site map for event planning in {city}",
      description:
        "We need a current high-resolution aerial map of a park to plan stage positions, vendor stalls and emergency routes for a weekend event. A printable A1 plan is essential.",
      budget: "250-500",
      requirements: ["licensed-pilot"],
    },
  ],
};

export const PROPOSAL_MESSAGES = [
  "Hi, we have flown several similar jobs in {city} this year and can start within a few days. The quote covers flight planning, permissions, the shoot and edited deliverables.",
  "Thanks for the detailed brief. Our licensed pilot and a spotter would attend, and we would send a draft selection for your review before final delivery.",
  "We know this area well and already hold the airspace approvals needed. Happy to jump on a quick call to confirm shot list and timing.",
  "Our team specialises in exactly this kind of work. The price includes insurance, travel within {city} and one round of revisions.",
  "We can fit this in next week. You would receive the full-resolution files plus a short summary report, and raw files on request at no extra cost.",
  "Please see our portfolio for comparable projects. We fly enterprise aircraft with redundant GPS and can reschedule free of charge if the weather turns.",
] as const;

export const PROPOSAL_TIMELINES = [
  "1-2 days",
  "3 days",
  "Within a week",
  "5 working days",
  "2 weeks",
  "On the requested date",
] as const;

export const REVIEW_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    "Outstanding work. The pilot arrived early, explained the flight plan and the images were better than we hoped.",
    "Professional from start to finish. The report was clear and our engineer could use it straight away.",
    "Fantastic footage and very quick turnaround. We will definitely book again for the next project.",
    "Great communication, handled all the permissions and delivered a day ahead of schedule.",
    "Exactly what we needed for the listing. The twilight shots got more enquiries than any property we have marketed this year.",
    "Clear quote, no surprises and beautiful results. The crew was courteous to our neighbours too.",
    "The data was accurate and well organised, and they walked us through the deliverables on a call.",
  ],
  4: [
    "Very good results and friendly crew. Delivery took a couple of days longer than promised, but the quality made up for it.",
    "Solid job and fair price. A few more angles of the rear of the site would have been nice.",
    "Reliable and careful operator. The data was accurate; the online viewer took a little getting used to.",
    "Good work overall. Wind pushed the shoot back a day, but they kept us informed throughout.",
  ],
  3: [
    "The work was acceptable but we had to chase for the final files. Image quality was fine.",
    "Decent photos, although the weather delay was communicated late. Would consider again for simple jobs.",
  ],
};
