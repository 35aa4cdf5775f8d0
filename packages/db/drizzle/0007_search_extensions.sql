-- Distance search ("within N km of a place") through earth_box / earth_distance on a GiST index.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
