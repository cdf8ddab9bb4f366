import CCairo
import Foundation
import FlipbookDisplayList

/// Draws an effect item: its items with one effect applied to them as a whole. Opacity and clips are Cairo
/// operations; shadows, blurs and masks need pixels, so they draw offscreen, over only the device pixels the
/// items can reach (plus the blur's reach), and the result is painted back.
///
/// Everything is measured through the context's current matrix, so an effect drawn inside the flat picture of
/// a projected effect (at that picture's density) goes through the same code as one drawn on the canvas.
struct EffectCompositor {
    let renderer: CairoRenderer
    /// The pixels of the surface drawn on: no offscreen layer reaches further than them and a blur's reach.
    let device: CGRect

    func draw(_ effect: DisplayList.Effect, _ list: DisplayList, on cr: OpaquePointer) {
        switch effect {
        case .opacity(let opacity):
            guard opacity > 0 else { return }
            guard opacity < 1 else { return renderer.draw(list, on: cr, device: device) }
            cairo_push_group(cr)
            renderer.draw(list, on: cr, device: device)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        case .clip(let clip):
            cairo_save(cr)
            applyClip(clip, cr)
            renderer.draw(list, on: cr, device: device)
            cairo_restore(cr)
        case .shadow(let shadow):
            drawShadow(shadow, under: list, on: cr)
        case .blur(let radius):
            drawBlurred(list, radius: radius, on: cr)
        case .mask(let mask):
            drawMasked(list, mask: mask, on: cr)
        case .projection(let projection):
            drawProjected(list, projection: projection, on: cr)
        case .colorMatrix(let matrix):
            drawFiltered(list, matrix: matrix, on: cr)
        case let .alphaThreshold(min, max, color):
            drawThresholded(list, min: min, max: max, color: color, on: cr)
        case .blendMode(let mode):
            drawGroup(list, with: Self.cairoOperator(mode), on: cr)
        case .compositingGroup:
            drawGroup(list, with: CAIRO_OPERATOR_OVER, on: cr)
        }
    }

    /// Clips to an outline given in user space (the context's matrix maps it to pixels).
    private func applyClip(_ clip: DisplayList.Clip, _ cr: OpaquePointer) {
        let path = clip.transform.isAffine ? clip.path.applying(clip.transform.affineTransform)
            : clip.path.flattenedProjected(by: clip.transform)
        renderer.addPath(path, cr)
        cairo_set_fill_rule(cr, clip.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// The shadow first (the items' coverage in an 8-bit mask, blurred, painted in the shadow's colour through
    /// it), then the items themselves, drawn directly.
    private func drawShadow(_ shadow: DisplayList.Shadow, under list: DisplayList, on cr: OpaquePointer) {
        let mapping = DeviceMapping(cr)
        let sigma = Double(shadow.radius / 2 * mapping.scale)
        let offset = mapping.vector(shadow.offset)
        let reach = CGFloat(GaussianBlur.reach(sigma: sigma))
        if let region = layerRegion(mapping.rect(list.canvasBounds()).offsetBy(dx: offset.width, dy: offset.height),
                                    reach: reach),
           let mask = PixelLayer(width: Int(region.width), height: Int(region.height), format: CAIRO_FORMAT_A8) {
            // Items at device pixel p land at p + offset in the mask, counted from the region's corner.
            mask.draw(matrix: mapping.matrix(movedBy: CGPoint(x: offset.width - region.minX,
                                                              y: offset.height - region.minY))) {
                renderer.draw(list, on: $0, device: CGRect(x: 0, y: 0, width: region.width, height: region.height))
            }
            mask.blur(sigma: sigma, with: renderer.blur)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            renderer.setColor(cr, shadow.color)
            cairo_mask_surface(cr, mask.surface, Double(region.minX), Double(region.minY))
            cairo_restore(cr)
            mask.destroy()
        }
        renderer.draw(list, on: cr, device: device)
    }

    private func drawBlurred(_ list: DisplayList, radius: CGFloat, on cr: OpaquePointer) {
        let mapping = DeviceMapping(cr)
        let sigma = Double(radius / 2 * mapping.scale)
        let reach = CGFloat(GaussianBlur.reach(sigma: sigma))
        guard reach > 0 else { return renderer.draw(list, on: cr, device: device) }
        guard let region = layerRegion(mapping.rect(list.canvasBounds()), reach: reach),
              let layer = offscreen(list, region: region, mapping: mapping) else { return }
        layer.blur(sigma: sigma, with: renderer.blur)
        layer.paint(on: cr, x: region.minX, y: region.minY)
        layer.destroy()
    }

    private func drawMasked(_ list: DisplayList, mask: DisplayList, on cr: OpaquePointer) {
        let mapping = DeviceMapping(cr)
        guard let region = layerRegion(mapping.rect(list.canvasBounds()), reach: 0),
              let layer = offscreen(list, region: region, mapping: mapping) else { return }
        if let maskLayer = offscreen(mask, region: region, mapping: mapping, format: CAIRO_FORMAT_A8) {
            layer.mask(with: maskLayer)
            maskLayer.destroy()
            layer.paint(on: cr, x: region.minX, y: region.minY)
        }
        layer.destroy()
    }

    private func drawFiltered(_ list: DisplayList, matrix: DisplayList.ColorMatrix, on cr: OpaquePointer) {
        let mapping = DeviceMapping(cr)
        let bounds = matrix.keepsTransparency ? mapping.rect(list.canvasBounds()) : device
        guard let region = layerRegion(bounds, reach: 0),
              let layer = offscreen(list, region: region, mapping: mapping) else { return }
        layer.filter(with: matrix)
        layer.paint(on: cr, x: region.minX, y: region.minY)
        layer.destroy()
    }

    private func drawThresholded(_ list: DisplayList, min: Double, max: Double, color: Color.Resolved,
                                 on cr: OpaquePointer) {
        let mapping = DeviceMapping(cr)
        let bounds = min > 0 ? mapping.rect(list.canvasBounds()) : device
        guard let region = layerRegion(bounds, reach: 0),
              let layer = offscreen(list, region: region, mapping: mapping) else { return }
        layer.threshold(min: min, max: max, color: color)
        layer.paint(on: cr, x: region.minX, y: region.minY)
        layer.destroy()
    }

    /// The items drawn as one layer (blend modes inside it combine with the layer only), painted with
    /// `operation`.
    private func drawGroup(_ list: DisplayList, with operation: cairo_operator_t, on cr: OpaquePointer) {
        cairo_push_group(cr)
        renderer.draw(list, on: cr, device: device)
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        cairo_set_operator(cr, operation)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// The whole device pixels a layer needs for items reaching `bounds` (device pixels) and blurred `reach`
    /// pixels further: as far as they can still touch the surface, nil if they cannot.
    private func layerRegion(_ bounds: CGRect, reach: CGFloat) -> CGRect? {
        let region = bounds.insetBy(dx: -reach, dy: -reach)
            .intersection(device.insetBy(dx: -reach, dy: -reach)).integral
        guard !region.isNull, region.width.isFinite, region.height.isFinite,
              region.width >= 1, region.height >= 1 else { return nil }
        return region
    }

    /// `list` drawn into a new layer covering `region` of the device.
    private func offscreen(_ list: DisplayList, region: CGRect, mapping: DeviceMapping,
                           format: cairo_format_t = CAIRO_FORMAT_ARGB32) -> PixelLayer? {
        guard let layer = PixelLayer(width: Int(region.width), height: Int(region.height), format: format) else {
            return nil
        }
        layer.draw(matrix: mapping.matrix(movedBy: CGPoint(x: -region.minX, y: -region.minY))) {
            renderer.draw(list, on: $0, device: CGRect(x: 0, y: 0, width: region.width, height: region.height))
        }
        return layer
    }
}

/// The context's current matrix: how user space (canvas points) maps to the pixels of the surface drawn on.
struct DeviceMapping {
    private let matrix: cairo_matrix_t

    init(_ cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        self.matrix = matrix
    }

    private var affine: CGAffineTransform {
        CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// Pixels per point (the square root of the area scale).
    var scale: CGFloat { abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot() }

    /// The bounding box of a user-space rectangle in device pixels.
    func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull else { return .null }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .infinite }
        return rect.applying(affine)
    }

    /// A user-space displacement in device pixels.
    func vector(_ size: CGSize) -> CGSize {
        CGSize(width: matrix.xx * size.width + matrix.xy * size.height,
               height: matrix.yx * size.width + matrix.yy * size.height)
    }

    /// The same mapping followed by a move of `offset` device pixels.
    func matrix(movedBy offset: CGPoint) -> cairo_matrix_t {
        var moved = matrix
        moved.x0 += offset.x
        moved.y0 += offset.y
        return moved
    }
}
