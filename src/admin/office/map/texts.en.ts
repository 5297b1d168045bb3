/** The map screen (o-landkaartdev), in English. */
export const officeMapEn = {
  map: {
    title: 'Map',
    intro:
      'The route across the map that a child’s stops are spread along, for the wide map (laptop, whiteboard) and the tall map (phone). Drag a point with the mouse or your finger, or pick it and move it with the arrow keys (with Shift in bigger steps). A change is a draft until you publish.',
    arts: { wide: 'Wide map', tall: 'Tall map (phone)' },
    artsLabel: 'Which map',
    editor: 'Route on the {{art}}',
    point: 'Point {{n}} of {{count}}: {{x}} % from the left, {{y}} % from the top',
    selected: 'Picked: point {{n}} of {{count}}',
    add: 'Add a point',
    remove: 'Remove the point',
    save: 'Save as draft',
    reset: 'Undo changes',
    unsaved: 'Not saved',
    saved: 'The route is saved as a draft. Children see it once it is published.',
    savedAsPublished: 'The route is the published one again: there is no draft any more.',
    status: { draft: 'Draft', published: 'Published' },
    limits: 'A route has {{min}} to {{max}} points.',
    preview: {
      title: 'What a child sees',
      stops: 'Stops in the preview',
      phone: 'Phone (390 × 844)',
      whiteboard: 'Whiteboard (1920 × 1080)',
      frame: 'Preview: the map on a {{size}} with {{count}} stops',
      stop: 'Task {{n}}',
      hello: 'Hi Sam!',
    },
  },
};
