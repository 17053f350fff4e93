import AnimKit
internal import CCairo
import Foundation

/// Core Graphics' blend modes as cairo's operators, and a fill or stroke combined by one within its shape alone.
@MainActor
enum BlendOperator {
    /// Cairo's operator for `mode`; `nil` for `.plusDarker`, which cairo has not (drawn `.normal`).
    static func of(_ mode: CGBlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }

    /// Fills (or strokes) the path traced in `cr` with its source, combined with what is drawn by `mode` as Core
    /// Graphics combines a shape: outside the shape nothing changes; inside it, by how much of a pixel it covers, the
    /// pixel goes to what `mode` makes of the source and the pixel (`.copy` replaces, `.clear` clears, `.sourceIn`
    /// keeps the source where something was drawn — inside the shape only).
    static func paint(_ mode: CGBlendMode, stroke: Bool, in cr: OpaquePointer) {
        guard mode != .normal, let op = of(mode), let target = cairo_get_target(cr), let source = cairo_get_source(cr) else {
            stroke ? cairo_stroke(cr) : cairo_fill(cr)
            return
        }
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        cairo_pattern_reference(source)
        defer { cairo_pattern_destroy(source) }
        // What the mode makes of the source and the drawing so far, everywhere in the clip.
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_set_source(cr, source)
        cairo_set_operator(cr, op)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        // Laid in through the shape's coverage: SOURCE is bounded by what the fill or stroke covers.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_new_path(cr)
        if let path { cairo_append_path(cr, path) }
        stroke ? cairo_stroke(cr) : cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
