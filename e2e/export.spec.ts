import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projects, site } from '../data';

const OUT = path.join(__dirname, '..', 'out');

function titleOf(file: string): string | undefined {
  return readFileSync(path.join(OUT, file), 'utf8').match(/<title>([^<]*)<\/title>/)?.[1];
}

// These read the export itself: what a static host is handed, before any browser is involved.
test.describe('the static export', () => {
  test('holds a pre-rendered page for every route of the spec and a 404 page', () => {
    for (const file of ['index.html', 'about.html', 'services.html', 'portfolio.html', 'contact.html', '404.html']) {
      expect(existsSync(path.join(OUT, file)), `out/${file}`).toBe(true);
    }
  });

  test('holds one HTML file per project, titled with the project and the owner', () => {
    for (const project of projects) {
      const file = `portfolio/${project.slug}.html`;
      expect(existsSync(path.join(OUT, file)), `out/${file}`).toBe(true);
      expect(titleOf(file)).toBe(`${escapeHtml(project.title)} | ${site.ownerName}`);
    }
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
