import { LIMITS } from '#shared/constants';
import { TextAreaField, TextField } from '../../components/FormField';
import type { EditorErrors, EditorValues } from './editor-form';
import { IconField } from './IconField';

type Change = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;

/** Name, slug, description and icon: mostly prefilled from the .aix. */
export function BasicsSection({
  values,
  errors,
  change,
}: {
  values: EditorValues;
  errors: EditorErrors;
  change: Change;
}) {
  return (
    <fieldset className="editor-section">
      <legend className="editor-section__title">Basics</legend>
      <div className="editor-basics">
        <IconField
          icon={values.icon}
          error={errors.icon}
          generated={values.iconGenerated}
          onChange={url => change('icon', url)}
        />
        <div className="form-stack">
          <TextField
            id="ext-package"
            label="Package name"
            value={values.packageName}
            readOnly
            hint="Read from the .aix; it cannot be changed."
          />
          <div className="form-row">
            <TextField
              id="ext-name"
              label="Name"
              value={values.name}
              error={errors.name}
              maxLength={60}
              counter={{ length: values.name.length, max: LIMITS.extensionName.max }}
              hint={
                values.nameFromPackage
                  ? `Made from the package ${values.packageName}: the component’s own name is shorter than ${LIMITS.extensionName.min} letters. Change it freely.`
                  : undefined
              }
              onChange={event => change('name', event.target.value)}
            />
            <TextField
              id="ext-slug"
              label="Slug"
              value={values.slug}
              error={errors.slug}
              maxLength={60}
              hint={`Address: /extension/${values.slug || 'your-slug'}${values.slugEdited ? '' : ' (follows the name until you edit it)'}`}
              onChange={event => change('slug', event.target.value)}
            />
          </div>
          <TextAreaField
            id="ext-description"
            label="Description"
            value={values.description}
            error={errors.description}
            rows={3}
            counter={{ length: values.description.length, max: LIMITS.description.max }}
            onChange={event => change('description', event.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
