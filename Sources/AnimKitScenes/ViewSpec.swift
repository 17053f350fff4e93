import AnimKit
import Foundation

/// One view of a scene file, with its children.
struct ViewSpec: Sendable {
    enum Kind: String, Sendable { case view, label, button }

    let id: String
    let kind: Kind
    let frame: CGRect
    let tag: Int
    let color: Color?
    let alpha: Double
    let cornerRadius: Double
    let transform: TransformSpec
    let hidden: Bool
    let clips: Bool
    let text: String?
    let textColor: Color?
    let fontSize: Double
    let bold: Bool
    let alignment: TextAlignment
    let children: [ViewSpec]

    init(_ cursor: JSONCursor, ids: inout Set<String>) throws(SceneError) {
        try cursor.allowOnly([
            "id", "kind", "frame", "tag", "color", "alpha", "cornerRadius", "scale", "rotation", "translate",
            "hidden", "clips", "text", "textColor", "fontSize", "bold", "align", "children",
        ])
        let idCursor = try cursor.required("id")
        id = try idCursor.string()
        guard !id.isEmpty else { throw idCursor.error("expected a non-empty id") }
        guard ids.insert(id).inserted else { throw idCursor.error("the id \"\(id)\" is used twice") }
        let kindCursor = try cursor.member("kind")
        let kindName = try kindCursor?.string() ?? "view"
        guard let kind = Kind(rawValue: kindName) else {
            throw (kindCursor ?? cursor).error("expected \"view\", \"label\" or \"button\", found \"\(kindName)\"")
        }
        self.kind = kind
        let rect = try cursor.required("frame").numbers(4)
        guard rect[2] >= 0, rect[3] >= 0 else { throw try cursor.required("frame").error("width and height must be zero or more") }
        frame = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
        tag = try cursor.member("tag")?.integer() ?? 0
        color = try cursor.member("color")?.color()
        alpha = try cursor.member("alpha")?.number(in: 0...1) ?? 1
        cornerRadius = try cursor.member("cornerRadius")?.number(in: 0...1e6) ?? 0
        transform = try TransformSpec(cursor)
        hidden = try cursor.member("hidden")?.bool() ?? false
        clips = try cursor.member("clips")?.bool() ?? false
        text = try cursor.member("text")?.string()
        textColor = try cursor.member("textColor")?.color()
        fontSize = try cursor.member("fontSize")?.number(in: 1...512) ?? 17
        bold = try cursor.member("bold")?.bool() ?? false
        let alignCursor = try cursor.member("align")
        switch try alignCursor?.string() ?? "left" {
        case "left": alignment = .left
        case "center": alignment = .center
        case "right": alignment = .right
        case let other: throw (alignCursor ?? cursor).error("expected \"left\", \"center\" or \"right\", found \"\(other)\"")
        }
        var parsed: [ViewSpec] = []
        for child in try cursor.member("children")?.array() ?? [] { parsed.append(try ViewSpec(child, ids: &ids)) }
        children = parsed
    }
}

/// Scale, rotation (degrees) and translation, any of which may be left out.
struct TransformSpec: Sendable {
    let scale: (x: Double, y: Double)?
    let rotationDegrees: Double?
    let translation: (x: Double, y: Double)?

    var isEmpty: Bool { scale == nil && rotationDegrees == nil && translation == nil }

    init(_ cursor: JSONCursor) throws(SceneError) {
        if let scaleCursor = try cursor.member("scale") {
            if scaleCursor.value is [Any] {
                let pair = try scaleCursor.numbers(2, in: -1e4...1e4)
                scale = (pair[0], pair[1])
            } else {
                let both = try scaleCursor.number(in: -1e4...1e4)
                scale = (both, both)
            }
        } else {
            scale = nil
        }
        rotationDegrees = try cursor.member("rotation")?.number(in: -1e6...1e6)
        translation = try cursor.member("translate").map { cursor throws(SceneError) in
            let pair = try cursor.numbers(2)
            return (pair[0], pair[1])
        }
    }

    /// The transform with these parts, the others taken from `current`: scale, then rotate, then translate.
    func applied(to current: CGAffineTransform) -> CGAffineTransform {
        let parts = AffineComponents(current)
        let sx = scale?.x ?? parts.scaleX, sy = scale?.y ?? parts.scaleY
        let angle = rotationDegrees.map { $0 * .pi / 180 } ?? parts.rotation
        let tx = translation?.x ?? parts.translationX, ty = translation?.y ?? parts.translationY
        return CGAffineTransform(scaleX: CGFloat(sx), y: CGFloat(sy))
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle)))
            .concatenating(CGAffineTransform(translationX: CGFloat(tx), y: CGFloat(ty)))
    }
}
