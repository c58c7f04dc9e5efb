import TagIcon from "lucide-react/icons/tag";
import { buttonWithText, handFocusOn } from "~/components/shared/hand-focus-on";
import { LabelChip } from "~/components/shared/label-chip";
import type { Tag } from "~/lib/kanban";
import { LabelName } from "./label-name";

export function CardLabels({ tags, onRemove, disabled = false }: { tags: Tag[]; onRemove(tag: Tag): void; disabled?: boolean }) {
  return (
    <section aria-labelledby="card-labels-heading" className="space-y-2">
      <h3 id="card-labels-heading" className="flex items-center gap-2 text-sm font-semibold">
        <TagIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        Label
      </h3>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No Labels</p>
      ) : (
        <ul aria-label="Labels" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={String(tag.id)} data-label-id={String(tag.id)} className="max-w-full">
              <LabelChip
                variant="dialog"
                tag={tag}
                name={<LabelName tag={tag} />}
                removeDisabled={disabled}
                onRemove={(event) => {
                  const dialog = event.currentTarget.closest("[role=dialog]");
                  handFocusOn(event.currentTarget, () => buttonWithText(dialog, "Add Label"));
                  onRemove(tag);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
