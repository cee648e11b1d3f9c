import type { z } from 'zod';
import type { clientLogoSchema } from './schema';

/**
 * The 32 logos of the clients carousel. Every name is a fictional studio, channel or brand; the wordmarks are
 * drawn by `tools/generate-sample-art.mjs` (`npm run art`).
 */
export const clients = [
  { src: '/images/clients/canal-sabia-kids.svg', alt: 'Canal Sabiá Kids' },
  { src: '/images/clients/tv-pipoca-doce.svg', alt: 'TV Pipoca Doce' },
  { src: '/images/clients/rede-ipe-amarelo.svg', alt: 'Rede Ipê Amarelo' },
  { src: '/images/clients/refrescos-jabuticaba.svg', alt: 'Refrescos Jabuticaba' },
  { src: '/images/clients/biscoitos-ciranda.svg', alt: 'Biscoitos Ciranda' },
  { src: '/images/clients/banco-cajueiro.svg', alt: 'Banco Cajueiro' },
  { src: '/images/clients/ventania-telecom.svg', alt: 'Ventania Telecom' },
  { src: '/images/clients/festival-curta-quintal.svg', alt: 'Festival Curta Quintal' },
  { src: '/images/clients/discos-maracatu-azul.svg', alt: 'Discos Maracatu Azul' },
  { src: '/images/clients/editora-vagalume-verde.svg', alt: 'Editora Vagalume Verde' },
  { src: '/images/clients/estudio-pe-de-moleque.svg', alt: 'Estúdio Pé de Moleque' },
  { src: '/images/clients/cabeca-de-vento-animacao.svg', alt: 'Cabeça de Vento Animação' },
  { src: '/images/clients/cajuina-filmes.svg', alt: 'Cajuína Filmes' },
  { src: '/images/clients/trem-bala-animacao.svg', alt: 'Trem Bala Animação' },
  { src: '/images/clients/atelie-bananeira.svg', alt: 'Ateliê Bananeira' },
  { src: '/images/clients/papel-mache-studio.svg', alt: 'Papel Machê Studio' },
  { src: '/images/clients/guarana-motion.svg', alt: 'Guaraná Motion' },
  { src: '/images/clients/vila-lapis-animacao.svg', alt: 'Vila Lápis Animação' },
  { src: '/images/clients/mare-alta-filmes.svg', alt: 'Maré Alta Filmes' },
  { src: '/images/clients/tintas-aquarela-viva.svg', alt: 'Tintas Aquarela Viva' },
  { src: '/images/clients/tenis-passarinho.svg', alt: 'Tênis Passarinho' },
  { src: '/images/clients/mercado-bem-te-vi.svg', alt: 'Mercado Bem-te-vi' },
  { src: '/images/clients/sorvetes-pinguim-tropical.svg', alt: 'Sorvetes Pinguim Tropical' },
  { src: '/images/clients/cinemateca-jacaranda.svg', alt: 'Cinemateca Jacarandá' },
  { src: '/images/clients/onda-mansa-podcasts.svg', alt: 'Onda Mansa Podcasts' },
  { src: '/images/clients/caju-games.svg', alt: 'Caju Games' },
  { src: '/images/clients/mandacaru-streaming.svg', alt: 'Mandacaru Streaming' },
  { src: '/images/clients/selo-lua-cheia.svg', alt: 'Selo Lua Cheia' },
  { src: '/images/clients/pao-de-queijo-nuvem.svg', alt: 'Pão de Queijo Nuvem' },
  { src: '/images/clients/instituto-tamandua-cultural.svg', alt: 'Instituto Tamanduá Cultural' },
  { src: '/images/clients/cafe-serra-fina.svg', alt: 'Café Serra Fina' },
  { src: '/images/clients/bicicletas-tico-tico.svg', alt: 'Bicicletas Tico-Tico' },
] satisfies z.input<typeof clientLogoSchema>[];
