import { useState } from 'react';
import {
  CATEGORIES,
  CURRENCIES,
  type Category,
  type Currency,
  PLATFORM_LABELS,
  PLATFORMS,
  CATEGORY_LABELS,
} from '#shared/constants';
import { MAX_DEV_NOTES } from '#shared/domain/publishing';
import { TextAreaField, TextField } from '../../components/FormField';
import { PayoutNote } from './PayoutNote';
import { type EditorErrors, type EditorValues, parseTags } from './editor-form';

type Change = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;

function isCategory(value: string): value is Category {
  return CATEGORIES.some(category => category === value);
}
function isCurrency(value: string): value is Currency {
  return CURRENCIES.some(currency => currency === value);
}

/** What the maker completes: category, platforms, tags, price, source and notes. */
export function ListingSection({
  values,
  errors,
  change,
}: {
  values: EditorValues;
  errors: EditorErrors;
  change: Change;
}) {
  const [tagText, setTagText] = useState(values.tags.join(', '));
  return (
    <fieldset className="editor-section">
      <legend className="editor-section__title">Listing</legend>
      <div className="form-stack">
        <div className="form-row">
          <div className="form-field">
            <label className="form-field__label" htmlFor="ext-category">
              Category
            </label>
            <select
              id="ext-category"
              className="form-field__control"
              value={values.category}
              onChange={event => {
                if (isCategory(event.target.value))
                  change('category', event.target.value);
              }}
            >
              {CATEGORIES.map(category => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="ext-tags"
            label="Tags"
            badge="optional"
            value={tagText}
            error={errors.tags}
            hint="Separate tags with commas, e.g. webview, browser"
            onChange={event => {
              setTagText(event.target.value);
              change('tags', parseTags(event.target.value));
            }}
          />
        </div>
        <fieldset
          className="editor-choices"
          aria-describedby={errors.platforms ? 'ext-platforms-error' : undefined}
        >
          <legend className="form-field__label">Works with</legend>
          <div className="editor-choices__list">
            {PLATFORMS.map((platform, index) => (
              <label key={platform} className="editor-choice">
                <input
                  aria-invalid={errors.platforms && index === 0 ? true : undefined}
                  type="checkbox"
                  checked={values.platforms.includes(platform)}
                  onChange={event =>
                    change(
                      'platforms',
                      event.target.checked
                        ? [...values.platforms, platform]
                        : values.platforms.filter(p => p !== platform),
                    )
                  }
                />
                {PLATFORM_LABELS[platform]}
              </label>
            ))}
          </div>
          {errors.platforms && (
            <p id="ext-platforms-error" className="form-field__error">
              {errors.platforms}
            </p>
          )}
        </fieldset>
        <fieldset className="editor-choices">
          <legend className="form-field__label">Price</legend>
          <div className="editor-choices__list">
            <label className="editor-choice">
              <input
                type="radio"
                name="ext-price-kind"
                checked={values.isFree}
                onChange={() => change('isFree', true)}
              />
              Free
            </label>
            <label className="editor-choice">
              <input
                type="radio"
                name="ext-price-kind"
                checked={!values.isFree}
                onChange={() => change('isFree', false)}
              />
              Paid
            </label>
          </div>
          {!values.isFree && (
            <div className="form-row">
              <TextField
                id="ext-price"
                label="Price"
                inputMode="decimal"
                value={values.price}
                error={errors.price}
                onChange={event => change('price', event.target.value)}
              />
              <div className="form-field">
                <label className="form-field__label" htmlFor="ext-currency">
                  Currency
                </label>
                <select
                  id="ext-currency"
                  className="form-field__control"
                  value={values.currency}
                  onChange={event => {
                    if (isCurrency(event.target.value))
                      change('currency', event.target.value);
                  }}
                >
                  {CURRENCIES.map(currency => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
          {!values.isFree && (
            <PayoutNote price={values.price} currency={values.currency} />
          )}
        </fieldset>
        <TextField
          id="ext-source"
          label="Source code URL"
          badge="optional"
          type="url"
          value={values.sourceURL}
          error={errors.sourceURL}
          onChange={event => change('sourceURL', event.target.value)}
        />
        <TextAreaField
          id="ext-devnotes"
          label="Notes from the developer"
          badge="optional"
          rows={3}
          value={values.devNotes}
          error={errors.devNotes}
          counter={{ length: values.devNotes.length, max: MAX_DEV_NOTES }}
          onChange={event => change('devNotes', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
