import type { ReactNode } from 'react';
import { PICTURES, type Picture } from '@domain/content/pictures';
import { PictureArt } from '../play/pictures';

/** The fields the programme's editors share: a section, a picture chooser and a text field. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="card editor__section">
    <legend>{title}</legend>
    {children}
  </fieldset>
);

export const PicturePicker = ({ value, onChange, label }: { value: Picture; onChange: (picture: Picture) => void; label: string }) => (
  <label className="admin-field">
    <span>{label}</span>
    <span className="picker">
      <PictureArt name={value} size={40} />
      <select value={value} onChange={(event) => onChange(event.target.value as Picture)}>
        {PICTURES.map((picture) => (
          <option key={picture} value={picture}>
            {picture}
          </option>
        ))}
      </select>
    </span>
  </label>
);

export const Text = ({
  label,
  value,
  onChange,
  long = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  long?: boolean;
}) => (
  <label className="admin-field">
    <span>{label}</span>
    {long ? (
      <textarea value={value} rows={3} onChange={(event) => onChange(event.target.value)} />
    ) : (
      <input value={value} onChange={(event) => onChange(event.target.value)} />
    )}
  </label>
);
