import Foundation

/// An emitter layer's particles (``EmitterParticles``), each its cell's image turned and scaled about its centre, its
/// colours multiplied by the particle's colour, added to what is under it in the additive render mode.
extension DisplayList {
    @MainActor
    mutating func addParticles(of emitter: CAEmitterLayer, at place: ContentPlace) {
        let (particles, limited) = EmitterParticles.alive(in: emitter, at: AnimationEngine.shared.clock.now)
        if limited { EmitterLayerReports.sayOnce("more than \(EmitterParticles.drawnLimit) particles are alive: the first are drawn") }
        let blendMode: CGBlendMode = emitter.renderMode == .additive ? .plusLighter : .normal
        let start = items.count
        for particle in particles where particle.color.alpha > 0 && particle.size.width > 0 && particle.size.height > 0 {
            let turn = CGAffineTransform(translationX: particle.center.x, y: particle.center.y).rotated(by: particle.angle)
            let rect = CGRect(
                x: -particle.size.width / 2, y: -particle.size.height / 2, width: particle.size.width, height: particle.size.height)
            let first = items.count
            let whole = particle.part == CGRect(x: 0, y: 0, width: 1, height: 1)
            if !whole, particle.image.drawing != nil {
                EmitterLayerReports.sayOnce("CAEmitterCell.contentsRect: a part of an image drawn in code is not drawn here; the whole is")
            }
            addImage(
                particle.image, in: rect, template: nil, transform: PlaneProjection(affine: turn).concatenating(place.transform),
                alpha: place.alpha, clip: place.clip, visible: place.visible, id: place.id, blendMode: blendMode)
            if !whole { for index in first..<items.count { items[index].imagePart = particle.part } }
            // A replicator copy's colour multiplies the particle's.
            let c = particle.color
            let tint =
                place.tint.map { Color(red: c.red * $0.red, green: c.green * $0.green, blue: c.blue * $0.blue, alpha: c.alpha * $0.alpha) }
                ?? c
            guard tint != .white else { continue }
            for index in first..<items.count { items[index] = items[index].with(content: items[index].content.tinted(by: tint)) }
        }
        // Additive particles are summed in the layer, which is then laid over what is under it (Apple: the render mode is
        // how particles are rendered into the layer).
        guard blendMode == .plusLighter, items.count > start else { return }
        let particlesDrawn = Array(items[start...])
        items.removeSubrange(start...)
        let region = particlesDrawn.dropFirst().reduce(particlesDrawn[0].canvasBounds) { $0.union($1.canvasBounds) }
        items.append(
            DisplayItem(
                content: .additive(particlesDrawn), rect: region, transform: PlaneProjection(translationX: 0, y: 0), alpha: 1,
                cornerRadius: 0, clip: place.clip, viewID: place.id))
    }
}

/// What emitters report once per process: the parts of Core Animation's particles not drawn here.
@MainActor
enum EmitterLayerReports {
    private static var said: Set<String> = []

    static func sayOnce(_ sentence: String) {
        guard said.insert(sentence).inserted else { return }
        AnimationEngine.shared.report(AnimatorError(.layer(sentence), call: "CAEmitterLayer", tag: 0, state: nil))
    }
}
