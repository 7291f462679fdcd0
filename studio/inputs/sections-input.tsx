import { AddIcon } from '@sanity/icons'
import { Button, Grid, Menu, MenuButton, MenuItem } from '@sanity/ui'
import { useId } from 'react'
import type { ArrayInputFunctionsProps, ArrayOfObjectsInputProps, ArraySchemaType, ObjectItem } from 'sanity'

/**
 * The button under a page's sections. Sanity's own reads “Add item…” whatever the list holds, and has no option for
 * its words: this one says what it adds, and lists the library of sections as Sanity's menu does.
 */
function AddSection({
  schemaType,
  readOnly,
  onValueCreate,
  onItemAppend,
}: ArrayInputFunctionsProps<ObjectItem, ArraySchemaType>) {
  const id = useId()
  // Sanity's type for `onValueCreate` names the list's type; it takes, as Sanity's own button passes it, a section's.
  return (
    <Grid>
      <MenuButton
        id={id}
        button={<Button icon={AddIcon} mode="ghost" text="Add section" disabled={readOnly} />}
        menu={
          <Menu>
            {schemaType.of.map((type) => (
              <MenuItem
                key={type.name}
                icon={type.icon}
                text={type.title ?? type.name}
                onClick={() => onItemAppend(onValueCreate(type as unknown as ArraySchemaType))}
              />
            ))}
          </Menu>
        }
        popover={{
          portal: true,
          matchReferenceWidth: true,
          placement: 'bottom',
          fallbackPlacements: ['top'],
        }}
      />
    </Grid>
  )
}

export function SectionsInput(props: ArrayOfObjectsInputProps) {
  return props.renderDefault({ ...props, arrayFunctions: AddSection })
}
