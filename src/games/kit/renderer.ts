/**
 * Which Phaser renderer to use. WebGL normally; Canvas when WebGL runs in software (SwiftShader,
 * llvmpipe: blocklisted school GPUs, virtual machines, headless browsers), where Canvas 2D draws the
 * same scenes many times faster.
 */
export type RendererChoice = 'auto' | 'webgl' | 'canvas';

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver|microsoft basic/i;

export function isSoftwareRenderer(unmaskedRenderer: string | null): boolean {
  return unmaskedRenderer !== null && SOFTWARE.test(unmaskedRenderer);
}

export function resolveRenderer(
  choice: RendererChoice,
  unmaskedRenderer: string | null,
  webglAvailable: boolean,
): 'webgl' | 'canvas' {
  if (choice === 'canvas' || !webglAvailable) return 'canvas';
  if (choice === 'webgl') return 'webgl';
  return isSoftwareRenderer(unmaskedRenderer) ? 'canvas' : 'webgl';
}

/** Asks the browser for its WebGL renderer name (a throwaway context). */
export function probeWebgl(): { available: boolean; renderer: string | null } {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return { available: false, renderer: null };
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { available: true, renderer };
  } catch {
    return { available: false, renderer: null };
  }
}
