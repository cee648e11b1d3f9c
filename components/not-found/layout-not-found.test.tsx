import { render, screen } from '@testing-library/react';
import { LayoutNotFound } from './layout-not-found';

describe('the not-found message inside a language layout', () => {
  it('says the page was not found and links to the English home page', () => {
    render(<LayoutNotFound locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks Portuguese and links to the Portuguese home page in the Portuguese layout', () => {
    render(<LayoutNotFound locale="pt-BR" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/pt-br');
  });
});
