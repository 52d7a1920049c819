import { type ReactNode, useId, useState } from 'react';
import type {
  ComponentReference,
  ReferenceParam,
  ReferenceType,
} from '#shared/aix/block-reference';
import type { Version } from '#shared/api/extensions';
import './BlockReference.css';

function typeText(type: ReferenceType | null): string {
  return type ? type.label : '';
}

function Params({ params }: { params: readonly ReferenceParam[] }) {
  if (params.length === 0) return null;
  return (
    <span className="block-ref__params">
      (
      {params.map((param, index) => (
        <span key={param.input}>
          {index > 0 && ', '}
          {param.name}
          <span className="block-ref__type">: {typeText(param)}</span>
        </span>
      ))}
      )
    </span>
  );
}

/** One kind of block (events, methods or properties); nothing when there are none. */
function Group<T extends { name: string; description: string }>({
  title,
  kind,
  items,
  name,
  detail,
}: {
  title: string;
  kind: string;
  items: readonly T[];
  name: (item: T) => string;
  detail: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="block-ref__group">
        {title} ({items.length})
      </h4>
      <ul className="block-ref__list">
        {items.map(item => (
          <li key={item.name} className={`block-ref__entry block-ref__entry--${kind}`}>
            <code className="block-ref__name">
              {name(item)}
              {detail(item)}
            </code>
            {item.description && (
              <p className="block-ref__description">{item.description}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function ComponentBlocks({ component }: { component: ComponentReference }) {
  return (
    <div className="block-ref__component">
      <h3 className="block-ref__component-name">
        {component.name}
        {component.versionName && (
          <span className="block-ref__component-version"> {component.versionName}</span>
        )}
      </h3>
      <Group
        title="Events"
        kind="event"
        items={component.events}
        name={event => `when ${event.name}`}
        detail={event => <Params params={event.params} />}
      />
      <Group
        title="Methods"
        kind="method"
        items={component.methods}
        name={method => `call ${method.name}`}
        detail={method => (
          <>
            <Params params={method.params} />
            {method.returns && (
              <span className="block-ref__type"> → {typeText(method.returns)}</span>
            )}
          </>
        )}
      />
      <Group
        title="Properties"
        kind="property"
        items={component.properties}
        name={property => property.name}
        detail={property => (
          <span className="block-ref__type">
            : {typeText(property)} · {property.access}
          </span>
        )}
      />
    </div>
  );
}

/**
 * The generated block reference of each version (events, methods and properties
 * from the .aix). Renders nothing when the server sent no reference.
 */
export function BlockReference({ versions }: { versions: readonly Version[] }) {
  const id = useId();
  const withReference = [...versions]
    .sort((a, b) => b.versionCode - a.versionCode)
    .map(version => ({ version, reference: version.blockReference ?? null }))
    .filter(
      (item): item is { version: Version; reference: ComponentReference[] } =>
        item.reference !== null && item.reference.length > 0,
    );
  const [selected, setSelected] = useState(0);
  if (withReference.length === 0) return null;
  const current = withReference[Math.min(selected, withReference.length - 1)]!;
  return (
    <section className="ext-section block-ref" aria-labelledby={`${id}-title`}>
      <div className="block-ref__head">
        <h2 id={`${id}-title`} className="ext-section__title">
          Blocks
        </h2>
        {withReference.length > 1 && (
          <label className="block-ref__select">
            Version{' '}
            <select
              value={selected}
              onChange={event => setSelected(Number(event.target.value))}
            >
              {withReference.map((item, index) => (
                <option key={item.version.versionName} value={index}>
                  {item.version.versionName}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div data-testid="block-reference">
        {current.reference.map(component => (
          <ComponentBlocks key={component.type} component={component} />
        ))}
      </div>
    </section>
  );
}
