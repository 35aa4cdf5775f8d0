"use client";

import { Button } from "@skyhire/ui";
import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { useEditorForm } from "./editor-form";
import { EMPTY_PORTFOLIO_ITEM } from "./form-values";
import { PortfolioItemEditor } from "./portfolio-item";
import { EditorSection } from "./section";

/** Portfolio gallery: items with a title, a description and uploaded media. */
export function PortfolioSection() {
  const { control } = useEditorForm();
  const { fields, append, remove } = useFieldArray({ control, name: "portfolioItems" });

  return (
    <EditorSection id="portfolio" title="Portfolio Gallery" description="Show customers examples of your work.">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No portfolio items added yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} aria-label={`Portfolio item ${index + 1}`}>
            <PortfolioItemEditor index={index} onRemove={() => remove(index)} />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => append({ ...EMPTY_PORTFOLIO_ITEM, media: [], mediaUrls: [] })}
      >
        <Plus aria-hidden="true" />
        Add Portfolio Item
      </Button>
    </EditorSection>
  );
}
