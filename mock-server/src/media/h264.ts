// A minimal H.264 (constrained baseline, CAVLC) writer whose only coded macroblock is I_PCM: raw 4:2:0
// samples, no prediction and no transform, so a picture is encoded by copying its pixels. Unchanged
// macroblocks of a P picture are skipped (they copy the reference), which keeps mostly-still pictures to a
// few bytes. Enough for the mock's generated teaching videos; not a general encoder.

export const MB = 16;

/** A 4:2:0 picture, 8-bit samples, planes in raster order; width and height are multiples of 16. */
export interface YuvPicture {
  width: number;
  height: number;
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

export function createPicture(width: number, height: number): YuvPicture {
  if (width % MB || height % MB) throw new Error(`Picture size ${width}x${height} is not a multiple of ${MB}`);
  return {
    width,
    height,
    y: new Uint8Array(width * height),
    u: new Uint8Array((width / 2) * (height / 2)),
    v: new Uint8Array((width / 2) * (height / 2)),
  };
}

/** Big-endian bit writer with the exp-Golomb codes of the H.264 standard (its clause 9.1). */
class BitWriter {
  private buffer = new Uint8Array(1024);
  private length = 0;
  private current = 0;
  private filled = 0;

  private reserve(count: number): void {
    if (this.length + count <= this.buffer.length) return;
    const bigger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + count));
    bigger.set(this.buffer);
    this.buffer = bigger;
  }

  private push(byte: number): void {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }

  bit(b: number): void {
    this.current = (this.current << 1) | (b & 1);
    if (++this.filled === 8) {
      this.push(this.current);
      this.current = 0;
      this.filled = 0;
    }
  }

  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }

  ue(value: number): void {
    const code = value + 1;
    const length = 32 - Math.clz32(code);
    this.bits(0, length - 1);
    this.bits(code, length);
  }

  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignZero(): void {
    while (this.filled !== 0) this.bit(0);
  }

  /** Whole bytes at a byte boundary (PCM samples). */
  append(samples: Uint8Array): void {
    this.reserve(samples.length);
    this.buffer.set(samples, this.length);
    this.length += samples.length;
  }

  /** rbsp_trailing_bits(): a stop bit, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return this.buffer.subarray(0, this.length);
  }
}

/** A NAL unit in Annex B form: start code, header, and the RBSP with emulation prevention bytes. */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  // At most one prevention byte per two payload bytes.
  const out = new Uint8Array(5 + rbsp.length + Math.ceil(rbsp.length / 2));
  out.set([0, 0, 0, 1, (refIdc << 5) | type]);
  let n = 5;
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out[n++] = 3;
      zeros = 0;
    }
    out[n++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, n);
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: constrained baseline, which every H.264 decoder accepts. */
const CONSTRAINT_FLAGS = 0xc0;
/** Level 2.0: 396 macroblocks a picture, 2 Mbit/s; the PCM pictures here stay far below both. */
const LEVEL = 20;
const LOG2_MAX_FRAME_NUM = 4;
const NAL_SLICE = 1;
const NAL_IDR = 5;
const NAL_SPS = 7;
const NAL_PPS = 8;
const SLICE_P = 5;
const SLICE_I = 7;
const MB_TYPE_I_PCM = 25;
/** In a P slice, intra macroblock types follow the five inter ones. */
const MB_TYPE_P_OFFSET = 5;

/** The RFC 6381 codec string of what this writer produces (`avc1.42c014`). */
export const AVC_CODEC = `avc1.${[PROFILE_BASELINE, CONSTRAINT_FLAGS, LEVEL].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

function sequenceParameterSet(width: number, height: number): Uint8Array {
  const w = new BitWriter();
  w.bits(PROFILE_BASELINE, 8);
  w.bits(CONSTRAINT_FLAGS, 8);
  w.bits(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order, no B pictures
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / MB - 1);
  w.ue(height / MB - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(1); // vui_parameters_present_flag: only to say that no picture waits for reordering
  w.bits(0, 5); // aspect ratio, overscan, video signal, chroma location, timing: absent
  w.bits(0, 3); // NAL HRD, VCL HRD, pic_struct: absent
  w.bit(1); // bitstream_restriction_flag
  w.bit(1); // motion_vectors_over_pic_boundaries_flag
  w.ue(0); // max_bytes_per_pic_denom
  w.ue(0); // max_bits_per_mb_denom
  w.ue(15); // log2_max_mv_length_horizontal
  w.ue(15); // log2_max_mv_length_vertical
  w.ue(0); // max_num_reorder_frames: decoders output each picture at once
  w.ue(1); // max_dec_frame_buffering
  return w.finish();
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag: lets slices turn the filter off
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return w.finish();
}

/** Appends macroblock (mbX, mbY) of the picture as PCM samples: 16x16 luma, then 8x8 Cb and 8x8 Cr. */
function writePcm(w: BitWriter, pic: YuvPicture, mbX: number, mbY: number): void {
  w.alignZero(); // pcm_alignment_zero_bit
  for (let row = 0; row < MB; row++) {
    const start = (mbY * MB + row) * pic.width + mbX * MB;
    w.append(pic.y.subarray(start, start + MB));
  }
  const cw = pic.width / 2;
  for (const plane of [pic.u, pic.v]) {
    for (let row = 0; row < MB / 2; row++) {
      const start = (mbY * (MB / 2) + row) * cw + mbX * (MB / 2);
      w.append(plane.subarray(start, start + MB / 2));
    }
  }
}

function sameMacroblock(a: YuvPicture, b: YuvPicture, mbX: number, mbY: number): boolean {
  for (let row = 0; row < MB; row++) {
    const start = (mbY * MB + row) * a.width + mbX * MB;
    for (let i = start; i < start + MB; i++) if (a.y[i] !== b.y[i]) return false;
  }
  const cw = a.width / 2;
  for (let row = 0; row < MB / 2; row++) {
    const start = (mbY * (MB / 2) + row) * cw + mbX * (MB / 2);
    for (let i = start; i < start + MB / 2; i++) if (a.u[i] !== b.u[i] || a.v[i] !== b.v[i]) return false;
  }
  return true;
}

export interface EncodedPicture {
  /** Annex B access unit. */
  data: Uint8Array;
  key: boolean;
}

/**
 * Encodes pictures of one size in decoding order. `encode(pic, true)` starts a new IDR picture (a seek
 * point); otherwise the picture is a P picture against the previous one, coding only the macroblocks that
 * changed.
 */
export class PcmH264Encoder {
  private previous: YuvPicture | null = null;
  private frameNum = 0;
  private idrCount = 0;
  private readonly parameterSets: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    createPicture(width, height); // validates the size
    this.parameterSets = concat([
      nalUnit(3, NAL_SPS, sequenceParameterSet(width, height)),
      nalUnit(3, NAL_PPS, pictureParameterSet()),
    ]);
  }

  encode(pic: YuvPicture, key: boolean): EncodedPicture {
    if (pic.width !== this.width || pic.height !== this.height) throw new Error('Picture size changed');
    const idr = key || this.previous === null;
    if (idr) this.frameNum = 0;
    const w = new BitWriter();
    w.ue(0); // first_mb_in_slice
    w.ue(idr ? SLICE_I : SLICE_P);
    w.ue(0); // pic_parameter_set_id
    w.bits(this.frameNum, LOG2_MAX_FRAME_NUM);
    if (idr)
      w.ue(this.idrCount++ & 0xffff); // idr_pic_id: consecutive IDR pictures must differ
    else {
      w.bit(0); // num_ref_idx_active_override_flag
      w.bit(0); // ref_pic_list_modification_flag_l0
    }
    if (idr)
      w.bits(0, 2); // no_output_of_prior_pics_flag, long_term_reference_flag
    else w.bit(0); // adaptive_ref_pic_marking_mode_flag: sliding window
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc: PCM samples are final

    const mbWidth = this.width / MB;
    const mbCount = mbWidth * (this.height / MB);
    let skipped = 0;
    for (let addr = 0; addr < mbCount; addr++) {
      const mbX = addr % mbWidth;
      const mbY = Math.floor(addr / mbWidth);
      if (!idr && this.previous && sameMacroblock(pic, this.previous, mbX, mbY)) {
        skipped++;
        continue;
      }
      if (idr) w.ue(MB_TYPE_I_PCM);
      else {
        w.ue(skipped); // mb_skip_run
        skipped = 0;
        w.ue(MB_TYPE_P_OFFSET + MB_TYPE_I_PCM);
      }
      writePcm(w, pic, mbX, mbY);
    }
    if (skipped > 0) w.ue(skipped);

    const slice = nalUnit(idr ? 3 : 2, idr ? NAL_IDR : NAL_SLICE, w.finish());
    this.frameNum = (this.frameNum + 1) % (1 << LOG2_MAX_FRAME_NUM);
    this.previous = { ...pic, y: pic.y.slice(), u: pic.u.slice(), v: pic.v.slice() };
    return { data: idr ? concat([this.parameterSets, slice]) : slice, key: idr };
  }
}
